import type { OutgoingMessage } from '../../stores/chats-store';
import type { MessageComposer } from '../../stores/message-composer';
import { useStore } from '../../stores/store-context';
import { useErrorText } from '../use-error-text';

/** The open conversation's messages of hers on their way or not sent (issue 27), with why and her ways on. */
export function useOutgoing(composer: MessageComposer) {
  const store = useStore();
  const errorText = useErrorText();
  return {
    messages: store.chats.openOutgoing,
    busy: composer.form.busy,
    why: (message: OutgoingMessage) => (message.problem ? (errorText(message.problem) ?? null) : null),
    retry: (key: string) => void composer.retry(key),
    remove: (key: string) => composer.remove(key),
  };
}
