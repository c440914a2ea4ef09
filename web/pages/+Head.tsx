import { usePageContext } from 'vike-react/usePageContext';
import { isErrorPage } from '../signals/error-status';

export default function Head() {
  const pageContext = usePageContext();
  const { store } = pageContext;
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="description" content={store?.settings.settings.description ?? ''} />
      <meta name="theme-color" content="#d50918" />
      {isErrorPage(pageContext) && <meta name="robots" content="noindex" />}
    </>
  );
}
