/** A GIF as the GIF service gives it: its id there, where it is, its size, its title. */
export interface Gif {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
}

/**
 * Where GIFs are found (SPEC §2 "gif search through a gif service"): a hosted GIF API when a key is configured, the
 * GIFs shipped with the app otherwise. A GIF is sent by its id and found again here: its address never comes from
 * the browser.
 */
export interface GifService {
  search(query: string, limit: number): Promise<readonly Gif[]>;
  find(id: string): Promise<Gif | undefined>;
}
