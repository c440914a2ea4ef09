import { Search, Sparkles } from 'lucide-react';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import type { LikesTab } from '../../pages/likes/likes-tab';
import { EmptyState } from '../list-state';
import { ButtonLink } from '../ui';

const EMPTY_TEXT: Readonly<Record<LikesTab, MessageKey>> = { received: 'likes.empty.received', given: 'likes.empty.given', matches: 'likes.empty.matches' };

/** A tab with nobody on it: for likes received a better profile, else the search, where likes begin. */
export function LikesEmpty({ tab }: { tab: LikesTab }) {
  const t = useT();
  return (
    <EmptyState icon={Sparkles} text={t(EMPTY_TEXT[tab])}>
      {tab === 'received' && isBuilt('/profile') ? (
        <ButtonLink href="/profile">{t('likes.empty.profileCta')}</ButtonLink>
      ) : (
        <ButtonLink href="/members">
          <Search size={20} aria-hidden="true" />
          {t('likes.empty.searchCta')}
        </ButtonLink>
      )}
    </EmptyState>
  );
}
