import { usePageContext } from 'vike-react/usePageContext';
import { robotsDirective } from '../navigation/indexable';
import { isErrorPage } from '../signals/error-status';

export default function Head() {
  const pageContext = usePageContext();
  const { store } = pageContext;
  // The catalogue of the page's locale and areas, which the browser awaits before it hydrates: fetched with the
  // page's scripts, not after them (+onBeforeRenderClient.ts). Head renders on the server only.
  const catalogue = store && 'catalogueChunks' in pageContext ? (pageContext.catalogueChunks?.(store.locale, pageContext.config.catalogues ?? []) ?? []) : [];
  const robots = robotsDirective(pageContext.urlPathname, !store?.session.user, isErrorPage(pageContext));
  return (
    <>
      {catalogue.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="description" content={store?.settings.settings.description ?? ''} />
      <meta name="theme-color" content="#d50918" />
      {robots && <meta name="robots" content={robots} />}
    </>
  );
}
