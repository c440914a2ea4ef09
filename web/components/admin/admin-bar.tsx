import { Heart } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';

const Bar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Row = styled.div`
  box-sizing: border-box;
  max-width: ${(p) => p.theme.layout.content};
  margin: 0 auto;
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(3)};
  }
`;

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  font-weight: 800;
  font-size: ${(p) => p.theme.font.size.lg};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  .mark {
    display: inline-flex;
    width: 32px;
    height: 32px;
    align-items: center;
    justify-content: center;
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  .office {
    padding: ${(p) => p.theme.space(0.25)} ${(p) => p.theme.space(1)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.neutralSoft};
    color: ${(p) => p.theme.colors.onNeutralSoft};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(0.5)} ${(p) => p.theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
  }
`;

/**
 * The back office's own slim bar: the site's mark and name, marked "Beheer", leading to /admin; and the links to the
 * pages her role may use (`actions` from /api/admin/me).
 */
export const AdminBar = observer(function AdminBar({ actions = [] }: { actions?: readonly string[] }) {
  const t = useT();
  const name = useStore().settings.settings.name;
  return (
    <Bar>
      <Row>
        <Home href="/admin">
          <span className="mark" aria-hidden="true">
            <Heart size={18} fill="currentColor" />
          </span>
          <span>{name}</span>
          <span className="office">{t('admin.title')}</span>
        </Home>
        {actions.length > 0 && (
          <Links aria-label={t('admin.title')}>
            {actions.includes('reports.work') && <a href="/admin/reports">{t('admin.nav.reports')}</a>}
            {actions.includes('reports.work') && <a href="/admin/complaints">{t('admin.nav.complaints')}</a>}
            {actions.includes('photos.moderate') && <a href="/admin/photos">{t('admin.nav.photos')}</a>}
            {actions.includes('members.view') && <a href="/admin/members">{t('admin.nav.members')}</a>}
            {actions.includes('payments.view') && <a href="/admin/payments">{t('admin.nav.payments')}</a>}
            {actions.includes('discounts.edit') && <a href="/admin/discounts">{t('admin.nav.discounts')}</a>}
            {actions.includes('settings.edit') && <a href="/admin/settings">{t('admin.nav.settings')}</a>}
            {actions.includes('operators.manage') && <a href="/admin/operators">{t('admin.nav.operators')}</a>}
          </Links>
        )}
      </Row>
    </Bar>
  );
});
