import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import { useData } from 'vike-react/useData';
import { ComposerForm } from '../../../components/chat/composer-form';
import { ConversationBar } from '../../../components/chat/conversation-bar';
import { ConversationLayout } from '../../../components/chat/conversation-layout';
import { FictionalNote } from '../../../components/chat/fictional-note';
import { MessageList } from '../../../components/chat/message-list';
import { ConversationStart } from '../../../components/chat/openers';
import { useOpenConversation } from '../../../components/chat/use-open-conversation';
import { useOutgoing } from '../../../components/chat/use-outgoing';
import { MessageComposer } from '../../../stores/message-composer';
import { useLocalStore, useStore } from '../../../stores/store-context';
import type { ConversationData } from './+data';

/** A conversation (SPEC §2): the list beside it from 992 px, its header, the messages and the composer. */
export default observer(function ChatPage() {
  const store = useStore();
  const { conversation, listFailed } = useData<ConversationData>();
  const { profile } = conversation;
  const composer = useLocalStore((root) => new MessageComposer(root.endpoints, root.chats, root.session));
  const textRef = useRef<HTMLTextAreaElement>(null);
  const imageUrl = useCallback((path: string) => store.settings.imageUrl(path), [store]);
  const open = useOpenConversation(conversation);
  const outgoing = useOutgoing(composer);
  return (
    <ConversationLayout conversation={conversation} listFailed={listFailed}>
      <ConversationBar conversation={conversation} />
      {profile.fictional && <FictionalNote />}
      <MessageList
        ref={open.listRef}
        messages={open.messages}
        myId={store.session.user?.id}
        readUpTo={open.readUpTo}
        typingName={open.typingName}
        otherName={profile.name}
        imageUrl={imageUrl}
        outgoing={outgoing}
        empty={
          <ConversationStart
            name={profile.name}
            onChoose={(text) => {
              composer.write(text);
              textRef.current?.focus();
            }}
          />
        }
      />
      <ComposerForm composer={composer} conversationId={conversation.id} name={profile.name} textRef={textRef} />
    </ConversationLayout>
  );
});
