import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ArrivalNotices } from '../components/arrival/arrival-notices';
import { DefaultLayout } from '../components/default-layout';
import { NewLikePopup } from '../components/likes/new-like-popup';
import { TimeBonusClock } from '../components/time-bonus-clock';
import { Signals } from '../signals/signals';

/**
 * Default layout of SPEC §2; pages with `bare: true` (the chat) get only their own slim bar. Both get the signals
 * (toasts, navigation progress, title count, page classes, offline notice) at the same place in the tree, so they
 * stay mounted when a navigation switches layouts.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  // Read once: on the server each read of Vike's urlPathname or urlParsed parses the URL again (they are getters).
  const path = pageContext.urlPathname;
  const { search } = pageContext.urlParsed;
  const bare = pageContext.config.bare;
  return (
    <>
      {bare ? (
        children
      ) : (
        <DefaultLayout path={path} search={search}>
          {children}
        </DefaultLayout>
      )}
      <Signals />
      {/* Live likes and matches are shown wherever the member is; the `time` query parameter only in the default layout. */}
      <NewLikePopup time={bare ? undefined : search.time} />
      <TimeBonusClock path={path} />
      {/* Issue 24: the site-entry warning, then the cookie banner, in every layout as SPEC §2 says. */}
      <ArrivalNotices path={path} bare={bare} />
    </>
  );
}
