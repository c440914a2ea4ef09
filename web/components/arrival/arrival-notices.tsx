import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ENTRY_WARNING_COOKIE, entryDismissalFrom, showsEntryWarning } from '../../../domain/arrival/entry-warning';
import { cookieIn } from '../../../domain/arrival/consent';
import { isStandalone } from '../../pwa/standalone';
import { useStore } from '../../stores/store-context';
import { arrivalLayoutOf } from './arrival-layout';
import { arrivalPart } from './arrival-part';
import { withLayoutTexts } from '../layout-texts';
import { consentOf } from './consent-of';

/**
 * The warning and the banner are chunks of their own: most pages (a member who chose) show neither, and their first
 * load stays as it was. The server has them loaded before its first page, so its HTML carries them; the browser
 * hydrates them once their chunk has come, the server's HTML showing meanwhile (a tap is held, decision 0047).
 */
const EntryWarning = arrivalPart(withLayoutTexts(() => import('./entry-warning')));
const CookieBanner = arrivalPart(withLayoutTexts(() => import('./cookie-banner')));
/** On the server: both parts loaded, awaited before the first page renders (+onCreatePageContext.server.ts). */
export const arrivalPartsLoaded = (): Promise<unknown> => Promise.all([EntryWarning.preload(), CookieBanner.preload()]);

/** A year: the answer outlives any visit; kept with its time (SPEC §2). */
const ENTRY_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function keepEntryAnswer(at: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ENTRY_WARNING_COOKIE}=${at}; Path=/; Max-Age=${ENTRY_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * What a visitor is asked on arrival, one after the other: the site-entry warning (SPEC §2), then the cookie banner
 * (decision 0062). Both decided from the page's cookies, so the server's HTML has them or leaves them out.
 */
export const ArrivalNotices = observer(function ArrivalNotices({ path, bare }: { path: string; bare: boolean | undefined }) {
  const store = useStore();
  const pageContext = usePageContext();
  const cookies = useRequestCookiesOnce();
  const settings = store.settings.settings;
  const [answeredAt, setAnsweredAt] = useState(() => entryDismissalFrom(cookieIn(cookies, ENTRY_WARNING_COOKIE)));
  const [installedApp, setInstalledApp] = useState(false);
  // iOS says it is the installed app only to scripts (its display mode has no media query): after hydration.
  useEffect(() => setInstalledApp(isStandalone(window)), []);
  const consent = consentOf(store, cookies);
  const warning = showsEntryWarning({
    enabled: settings.enable_site_entry_popup,
    onlyCountries: settings.site_entry_countries,
    country: settings.geoip_country,
    layout: arrivalLayoutOf(path, bare),
    loggedIn: store.session.loggedIn,
    installedApp,
    dismissedAt: answeredAt,
  });
  if (warning) {
    return (
      <Suspense fallback={null}>
        <EntryWarning
          onConfirm={() => {
            const at = Date.now();
            keepEntryAnswer(at);
            setAnsweredAt(at);
          }}
        />
      </Suspense>
    );
  }
  if (!consent.asking) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner choice={consent} here={pageContext.urlOriginal ?? path} />
    </Suspense>
  );
});

/** The cookies at the page's first render (the server's request, the browser's document). */
function useRequestCookiesOnce(): string | undefined {
  const pageContext = usePageContext();
  const [cookies] = useState(() =>
    typeof document !== 'undefined' ? document.cookie : 'headers' in pageContext ? (pageContext.headers as Record<string, string> | null | undefined)?.cookie : undefined,
  );
  return cookies;
}
