import { ArrowLeft, Crown } from 'lucide-react';
import { useData } from 'vike-react/useData';
import { Alert, ButtonLink, Container } from '../../../../components/ui';
import { useErrorText } from '../../../../components/use-error-text';
import { useT } from '../../../../i18n/use-t';
import type { ChatWithData } from './+data';

/** Why the conversation did not open: the premium-only alert of a free member at her limit, or a block. */
export default function ChatWithPage() {
  const t = useT();
  const errorText = useErrorText();
  const { profileId, refused } = useData<ChatWithData>();
  return (
    <Container>
      <Alert role="alert" $tone="warning" style={{ marginBottom: 16 }}>
        <Crown size={18} aria-hidden="true" />
        <span>{refused === 'conversation_limit' ? t('chat.limit') : errorText({ code: 'blocked', action: 'openChat' })}</span>
      </Alert>
      <ButtonLink href={`/members/${profileId}`} $variant="secondary">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('chat.limitBack')}
      </ButtonLink>
    </Container>
  );
}
