import { MessageCircle, Search } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { EmptyState } from '../list-state';
import { ButtonLink } from '../ui';

/** No conversation yet: the way to someone to write to (the search). */
export function ChatsEmpty() {
  const t = useT();
  return (
    <EmptyState icon={MessageCircle} text={t('chats.empty')} accent="secondary">
      <ButtonLink href="/members">
        <Search size={20} aria-hidden="true" />
        {t('chats.emptyCta')}
      </ButtonLink>
    </EmptyState>
  );
}
