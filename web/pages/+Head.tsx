import { usePageContext } from 'vike-react/usePageContext';

export default function Head() {
  const { store } = usePageContext();
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="description" content={store?.settings.settings.description ?? ''} />
      <meta name="theme-color" content="#d50918" />
    </>
  );
}
