import { makeAutoObservable } from 'mobx';
import { sendMessageBody } from '../../bff/contract/requests';
import type { Api } from '../api/endpoints';
import type { ChatsStore } from './chats-store';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

/** The composer of the open conversation (POST /api/messages.php, one idempotency key per message). */
export class MessageComposer {
  readonly form = new FormState(['text'] as const);
  text = '';

  constructor(
    private readonly endpoints: Pick<Api, 'sendMessage'>,
    private readonly chats: ChatsStore,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'endpoints' | 'chats' | 'session'>(this, { endpoints: false, chats: false, session: false, form: false });
  }

  write(text: string) {
    this.text = text;
  }

  get canSend(): boolean {
    return !this.form.busy && this.text.trim() !== '';
  }

  /** The message appears in the conversation and the balance is the server's; the text is kept when it failed. */
  async send(conversationId: number) {
    if (!this.canSend) return;
    const request = { conversation_id: conversationId, text: this.text.trim() };
    if (!this.form.check(sendMessageBody, request)) return;
    const answer = await this.form.send('sendMessage', () => this.endpoints.sendMessage(request));
    if (answer) this.sent(answer.message, answer.credits);
  }

  private sent(message: Parameters<ChatsStore['receive']>[0], credits: number) {
    this.chats.receive(message, this.session.user?.id);
    this.session.setCredits(credits);
    this.text = '';
  }
}
