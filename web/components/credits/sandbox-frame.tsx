import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  background: repeating-linear-gradient(135deg, ${(p) => p.theme.colors.background} 0 24px, ${(p) => p.theme.colors.neutralSoft} 24px 48px);
`;

/** The notice that this is a test page: no money moves. */
const Banner = styled.p`
  width: 100%;
  max-width: 480px;
  margin: 0 0 ${(p) => p.theme.space(2)};
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.onWarningSoft};
  border: 2px dashed ${(p) => p.theme.colors.warning};
  font-weight: 700;
  svg {
    flex: none;
  }
`;

/** The sandbox provider's page (development and tests): a striped test background, the test notice above the sheet. */
export function SandboxFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Page>
      <Banner role="note">
        <FlaskConical size={22} aria-hidden="true" />
        {t('sandbox.notice')}
      </Banner>
      {children}
    </Page>
  );
}
