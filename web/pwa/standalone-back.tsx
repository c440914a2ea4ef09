import { ArrowLeft } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useT } from '../i18n/use-t';
import { backTarget, canGoBackInApp, isStandalone } from './standalone';

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin: -8px 0 ${(p) => p.theme.space(1)} -8px;
  padding: 0 ${(p) => p.theme.space(1)};
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: none;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.hoverTint};
  }
`;

/** A window's display mode does not change while its page is open: nothing to subscribe to. */
const displayModeFixed = () => () => {};

/**
 * SPEC §2: in the installed app the profile shows a back button. The app's window has no browser back button, so
 * there the page's own back link (to the search or the likes) becomes "Terug": back in the window's history, or to
 * that link's page when the profile is the first page of the window. In a browser tab the link stays as it is.
 * The server cannot know the display mode: the button replaces the link after hydration.
 */
export function StandaloneBack({ fallback, children }: { fallback: string; children: ReactNode }) {
  const t = useT();
  // The server's HTML and hydration show the link; React then reads the window's display mode and re-renders.
  const standalone = useSyncExternalStore(displayModeFixed, () => isStandalone(window), () => false);
  if (!standalone) return <>{children}</>;
  const back = () => {
    const target = backTarget(canGoBackInApp(window as Window & { navigation?: { canGoBack: boolean } }), fallback);
    if (target.kind === 'history') window.history.back();
    else void navigate(target.href);
  };
  return (
    <BackButton type="button" onClick={back} data-standalone-back="">
      <ArrowLeft size={20} aria-hidden="true" />
      {t('nav.back')}
    </BackButton>
  );
}
