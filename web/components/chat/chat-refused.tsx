import { ArrowLeft, Crown } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { ChatWithData } from '../../pages/members/@id/chat/+data';
import { Alert, ButtonLink } from '../ui';
import { useErrorText } from '../use-error-text';

const Refusal = styled(Alert)`
  margin-bottom: ${(p) => p.theme.space(2)};
`;

/** Why the conversation did not open: the premium-only alert of a free member at her limit, or a block; and back. */
export function ChatRefused({ profileId, refused }: { profileId: number; refused: ChatWithData['refused'] }) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <>
      <Refusal role="alert" $tone="warning">
        <Crown size={18} aria-hidden="true" />
        <span>{refused === 'conversation_limit' ? t('chat.limit') : errorText({ code: 'blocked', action: 'openChat' })}</span>
      </Refusal>
      <ButtonLink href={`/members/${profileId}`} $variant="secondary">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('chat.limitBack')}
      </ButtonLink>
    </>
  );
}
