import 'react';

declare module 'react' {
  // Declaration merging needs React's own type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /**
     * The Element Timing API's name for an image (Chromium): the browser reports when it is on screen. The first
     * photos carry it, so the page's starter fetches scripts only after they show (decision 0039).
     */
    elementtiming?: string;
  }
}
