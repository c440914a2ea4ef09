import { LogOut } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { AdminHome } from '../../admin/admin-home';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';
import { Button, Card } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { AuditTrail } from './audit-trail';
import { DashboardSection } from './dashboard-section';

const Page = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: ${(p) => p.theme.layout.content};
  margin: 0 auto;
  padding: ${(p) => p.theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(3)};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.headline};
  }
`;

const Who = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(2.5)};
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(4)};
    margin: 0;
  }
  dt {
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(1.5)};
  > div {
    align-self: stretch;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const ROLE_TEXT: Readonly<Record<string, MessageKey>> = {
  admin: 'admin.role.admin',
  moderator: 'admin.role.moderator',
  support: 'admin.role.support',
  finance: 'admin.role.finance',
};

/** /admin: who is signed in and her role, the dashboard (every role), and for an admin the audit trail. */
export const AdminHomeView = observer(function AdminHomeView({ home }: { home: AdminHome }) {
  const t = useT();
  const me = home.me?.operator;
  return (
    <Page aria-busy={home.loading}>
      <Head>
        <h1>{t('admin.title')}</h1>
        {me && (
          <Button type="button" $variant="secondary" onClick={() => void home.logOut()}>
            <LogOut size={18} aria-hidden="true" />
            {t('admin.home.logout')}
          </Button>
        )}
      </Head>
      {home.problem && <Notice tone="danger">{adminProblemText(t, home.problem)}</Notice>}
      {!me ? (
        <p role="status">{t('admin.home.loading')}</p>
      ) : (
        <>
          <Who aria-labelledby="admin-who">
            <h2 id="admin-who">{t('admin.home.signedIn', { name: me.name })}</h2>
            <dl>
              <div>
                <dt>{t('admin.home.role')}</dt>
                <dd data-testid="admin-role">{ROLE_TEXT[me.role] ? t(ROLE_TEXT[me.role]!) : me.role}</dd>
              </div>
              <div>
                <dt>{t('admin.home.email')}</dt>
                <dd>{me.email}</dd>
              </div>
            </dl>
          </Who>
          {home.mayViewDashboard && (
            <Section aria-labelledby="admin-dashboard">
              <h2 id="admin-dashboard">{t('admin.dashboard.title')}</h2>
              <p>{t('admin.dashboard.intro')}</p>
              <DashboardSection dashboard={home.dashboard} />
            </Section>
          )}
          {home.mayReadAudit && (
            <Section aria-labelledby="admin-audit">
              <h2 id="admin-audit">{t('admin.audit.title')}</h2>
              <p>{t('admin.audit.intro')}</p>
              <AuditTrail home={home} />
            </Section>
          )}
        </>
      )}
    </Page>
  );
});
