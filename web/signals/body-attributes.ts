import type { RootStore } from '../stores/root-store';

/** SPEC §4: `logged-in` / `logged-out` on <body> from the first byte; the browser keeps it live (signals.tsx). */
export default function bodyAttributes(pageContext: object) {
  const store = (pageContext as { readonly store?: RootStore }).store;
  return { class: store?.session.loggedIn ? 'logged-in' : 'logged-out' };
}
