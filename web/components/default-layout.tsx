import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { PushAlert } from './alerts/push-alert';
import { FormNotSent } from './form-not-sent';
import { LayoutAlerts, LayoutFooter, LayoutSignupModal } from './layout-parts';
import { TopNav } from './top-nav';
import { Main } from './ui';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 50;
  padding: 8px 16px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.input};
  &:focus {
    top: 8px;
  }
`;

/** SPEC §2's default layout: the skip link, the top bar, the alerts, the page in its main, the footer, the signup modal. */
export function DefaultLayout({ path, search, children }: { path: string; search: Record<string, string>; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <TopNav path={path} />
      {/* The time bonus's banner and the member alerts: each a chunk fetched when it shows (layout-parts.tsx). */}
      <LayoutAlerts path={path} search={search} />
      <PushAlert path={path} />
      <Main id="main">
        <FormNotSent search={search} />
        {children}
      </Main>
      <LayoutFooter />
      <LayoutSignupModal path={path} />
    </>
  );
}
