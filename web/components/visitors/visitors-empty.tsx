import { Eye, Search, UserPen } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { ButtonLink, Card } from '../ui';

const Empty = styled(Card)`
  max-width: 720px;
  text-align: center;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  svg.big {
    color: ${(p) => p.theme.colors.primary};
    margin: 0 auto ${(p) => p.theme.space(2)};
  }
  p {
    margin: 0 auto ${(p) => p.theme.space(2)};
    max-width: 48ch;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/** Nobody came yet: what helps (a complete profile, looking at others, who often look back) and the way there. */
export function VisitorsEmpty() {
  const t = useT();
  return (
    <Empty>
      <Eye className="big" size={40} aria-hidden="true" />
      <p>{t('visitors.empty')}</p>
      <div className="actions">
        {isBuilt('/profile') && (
          <ButtonLink href="/profile">
            <UserPen size={20} aria-hidden="true" />
            {t('likes.empty.profileCta')}
          </ButtonLink>
        )}
        <ButtonLink href="/members" $variant="ghost">
          <Search size={20} aria-hidden="true" />
          {t('likes.empty.searchCta')}
        </ButtonLink>
      </div>
    </Empty>
  );
}
