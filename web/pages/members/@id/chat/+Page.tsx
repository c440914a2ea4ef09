import { useData } from 'vike-react/useData';
import { ChatRefused } from '../../../../components/chat/chat-refused';
import { Container } from '../../../../components/ui';
import type { ChatWithData } from './+data';

/** Why the conversation did not open: the premium-only alert of a free member at her limit, or a block. */
export default function ChatWithPage() {
  const { profileId, refused } = useData<ChatWithData>();
  return (
    <Container>
      <ChatRefused profileId={profileId} refused={refused} />
    </Container>
  );
}
