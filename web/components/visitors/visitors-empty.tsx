import { Eye, Search, UserPen } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { EmptyState } from '../list-state';
import { ButtonLink } from '../ui';

/** Nobody came yet: what helps (a complete profile, looking at others, who often look back) and the way there. */
export function VisitorsEmpty() {
  const t = useT();
  return (
    <EmptyState icon={Eye} text={t('visitors.empty')}>
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
    </EmptyState>
  );
}
