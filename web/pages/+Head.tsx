import { usePageContext } from 'vike-react/usePageContext';
import { ICONS, MANIFEST_PATH, THEME_COLOUR } from '../../bff/contract/web-manifest';
import { robotsDirective } from '../navigation/indexable';
import { isErrorPage } from '../signals/error-status';
import { EARLY_INPUT_STYLE } from '../signals/early-input';
import { earlyInputScript } from '../signals/early-input-capture';
import { intlWarmUpScript } from '../signals/intl-warm-up';

export default function Head() {
  const pageContext = usePageContext();
  const { store } = pageContext;
  // The catalogue of the page's locale and areas, which the browser awaits before it hydrates: fetched with the
  // page's scripts, not after them (+onBeforeRenderClient.ts). Head renders on the server only.
  const catalogue = store && 'catalogueChunks' in pageContext ? (pageContext.catalogueChunks?.(store.locale, pageContext.config.catalogues ?? []) ?? []) : [];
  const robots = robotsDirective(pageContext.urlPathname, !store?.session.user, isErrorPage(pageContext));
  const nonce = 'cspNonce' in pageContext ? (pageContext.cspNonce ?? undefined) : undefined;
  return (
    <>
      {/* First in the head: taps and typing before the page's scripts run are held for it (decision 0047); after the
          first paint the browser's locale data is loaded while the scripts are on their way (decision 0054). */}
      <style>{EARLY_INPUT_STYLE}</style>
      <script nonce={nonce}>{`${earlyInputScript()}\n${intlWarmUpScript()}`}</script>
      {catalogue.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The installed app (issue 23): its manifest, served per domain, and the home-screen icon iOS looks for. */}
      <link rel="manifest" href={MANIFEST_PATH} />
      <link rel="apple-touch-icon" href={ICONS.appleTouch} />
      <meta name="description" content={store?.settings.settings.description ?? ''} />
      <meta name="theme-color" content={THEME_COLOUR} />
      {robots && <meta name="robots" content={robots} />}
    </>
  );
}
