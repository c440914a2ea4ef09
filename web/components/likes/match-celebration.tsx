import { MessageCircle, PartyPopper } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { Button, ButtonLink } from '../ui';

const pop = keyframes`
  from {
    transform: scale(0.96);
    opacity: 0;
  }
`;

const Celebration = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.onPrimarySoft};
  > svg {
    color: ${(p) => p.theme.colors.primary};
  }
  strong {
    flex: 1 1 200px;
    font-size: ${(p) => p.theme.font.size.md};
  }
  a {
    max-width: 100%;
    white-space: normal;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pop} 250ms ease-out;
  }
`;

/** A match just made here: said in words and with a way on to the conversation. */
export function MatchCelebration({ match, onClose }: { match: ApiProfile; onClose: () => void }) {
  const t = useT();
  return (
    <Celebration role="status">
      <PartyPopper size={24} aria-hidden="true" />
      <strong>{t('likes.matched', { name: match.name })}</strong>
      <ButtonLink href={`/members/${match.id}`}>
        <MessageCircle size={18} aria-hidden="true" />
        {t('likes.matchedCta')}
      </ButtonLink>
      <Button type="button" $variant="ghost" onClick={onClose}>
        {t('likes.matchedClose')}
      </Button>
    </Celebration>
  );
}
