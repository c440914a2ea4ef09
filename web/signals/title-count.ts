import type { RootStore } from '../stores/root-store';

/**
 * SPEC §4: the page title gets a prefix with the sum of unread messages and new likes, "(3) Berichten · Hartslag";
 * the installed app's badge shows the same sum where supported.
 */
export function newLikesOf(store: RootStore | undefined): number {
  return store?.likes.newTotal ?? 0;
}

/** Unread messages plus new likes of the member in this tab; 0 for a visitor. */
export function signalCount(store: RootStore | undefined): number {
  if (!store?.session.loggedIn) return 0;
  return store.chats.unreadTotal + newLikesOf(store);
}

const PREFIX = /^\(\d+\+?\)\s/;

/** The title with the count's prefix in place of any earlier one; none at 0. 99+ like the badges (SPEC §9). */
export function withCountPrefix(title: string, count: number): string {
  const bare = title.replace(PREFIX, '');
  if (count <= 0) return bare;
  return `(${count > 99 ? '99+' : count}) ${bare}`;
}

/** Sets the count on document.title now and whenever something else (Vike on a page change) sets the title. */
export function keepTitleCount(doc: Document, count: () => number): { update(): void; stop(): void } {
  const update = () => {
    const wanted = withCountPrefix(doc.title, count());
    if (doc.title !== wanted) doc.title = wanted;
  };
  const observer = new MutationObserver(update);
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
  update();
  return { update, stop: () => observer.disconnect() };
}

/** The PWA badge (SPEC §1); failures are ignored (SPEC §8). */
export function setAppBadge(nav: Navigator | undefined, count: number): void {
  const badging = nav as (Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }) | undefined;
  try {
    const done = count > 0 ? badging?.setAppBadge?.(count) : badging?.clearAppBadge?.();
    void done?.catch(() => undefined);
  } catch {
    // Not allowed here: nothing to show.
  }
}
