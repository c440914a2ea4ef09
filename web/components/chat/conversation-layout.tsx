import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiConversation } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import { ChatList } from '../chat-list';
import { LoadFailed } from '../list-state';

const Shell = styled.div`
  display: flex;
  height: 100vh;
  height: 100dvh;
  background: ${(p) => p.theme.colors.surface};
`;

const Side = styled.aside`
  display: none;
  ${up('lg')} {
    display: flex;
    flex-direction: column;
    width: clamp(${(p) => p.theme.layout.chatListMin}, 30vw, ${(p) => p.theme.layout.chatListMax});
    border-right: 1px solid ${(p) => p.theme.colors.border};
    overflow-y: auto;
  }
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    margin: 0;
    padding: 16px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;

/** The list's error state in the narrow column: no card of its own, room around it. */
const ListFailed = styled.div`
  padding: ${(p) => p.theme.space(2)};
  > div > * {
    box-shadow: none;
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(2)};
  }
`;

const Conversation = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.background};
`;

/**
 * The messenger's shape (SPEC §2): from 992 px the chat list (300–400 px) beside the conversation, below it the
 * conversation alone, the whole height of the screen.
 */
export function ConversationLayout({
  conversation,
  listFailed = false,
  children,
}: {
  conversation: Pick<ApiConversation, 'id' | 'profile'>;
  /** The list could not be loaded: its column says so and loads it again on her word (issue 27). */
  listFailed?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Shell>
      <Side>
        <h2 id="chat-list-title">{t('chats.title')}</h2>
        {listFailed ? (
          <ListFailed>
            <LoadFailed text={t('chats.loadFailed')} />
          </ListFailed>
        ) : (
          <ChatList activeId={conversation.id} opened={{ id: conversation.id, profile: conversation.profile }} />
        )}
      </Side>
      <Conversation aria-label={t('chat.conversation', { name: conversation.profile.name })}>{children}</Conversation>
    </Shell>
  );
}
