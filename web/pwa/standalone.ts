/** Whether the page runs as the installed app, in a window of its own with no browser controls (no back button). */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  try {
    if (win.matchMedia('(display-mode: standalone)').matches) return true;
  } catch {
    // No media queries: a browser tab.
  }
  // Safari on iOS says it this way.
  return (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Whether the window's history has an earlier page of this site: the Navigation API lists only this origin's entries
 * (a blank first page or another site does not count); without it, the history's length.
 */
export function canGoBackInApp(win: { readonly history: Pick<History, 'length'>; readonly navigation?: { readonly canGoBack: boolean } }): boolean {
  return win.navigation ? win.navigation.canGoBack : win.history.length > 1;
}

/**
 * Where the installed app's back button goes: back in the window's history when there is an earlier page of the site
 * in it, else to `fallback` (the search, the likes): a profile opened from a notification starts a history of its own.
 */
export function backTarget(canGoBack: boolean, fallback: string): { readonly kind: 'history' } | { readonly kind: 'page'; readonly href: string } {
  return canGoBack ? { kind: 'history' } : { kind: 'page', href: fallback };
}
