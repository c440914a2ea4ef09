import { makeAutoObservable } from 'mobx';
import { sendMessageBody } from '../../bff/contract/requests';
import type { GiftId } from '../../domain/chat/gifts';
import { newActionKey } from '../api/client';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { PHOTO_TYPES } from './photo-upload';
import type { ChatsStore } from './chats-store';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

/** The composer of the open conversation (POST /api/messages.php, one idempotency key per message). */
export class MessageComposer {
  readonly form = new FormState(['text'] as const);
  text = '';

  constructor(
    private readonly endpoints: Pick<Api, 'sendMessage' | 'sendChatPhoto'>,
    private readonly chats: ChatsStore,
    private readonly session: SessionStore,
    private readonly newKey: () => string = newActionKey,
  ) {
    makeAutoObservable<this, 'endpoints' | 'chats' | 'session' | 'newKey'>(this, { endpoints: false, chats: false, session: false, newKey: false, form: false });
  }

  write(text: string) {
    this.text = text;
  }

  get canSend(): boolean {
    return !this.form.busy && this.text.trim() !== '';
  }

  /**
   * Optimistic (issue 27): the message shows in the conversation at once and the text field is free again; when the
   * server has it, the server's message takes its place and the balance is the server's. When it could not be sent
   * (no connection, out of credits) it stays on the message, said so, to try again or remove.
   */
  async send(conversationId: number) {
    if (!this.canSend) return;
    const request = { conversation_id: conversationId, text: this.text.trim() };
    if (!this.form.check(sendMessageBody, request)) return;
    const key = this.chats.queue(conversationId, request.text, this.newKey());
    this.text = '';
    await this.deliver(key);
  }

  /**
   * A message that was not sent, sent again with the Idempotency-Key of its first try: when that try was stored but its
   * answer lost, the server answers with the stored message and charges nothing again.
   */
  async retry(key: string) {
    const message = this.chats.outgoing.find((m) => m.key === key);
    if (!message || message.state !== 'failed' || this.form.busy) return;
    this.chats.resending(key);
    await this.deliver(key);
  }

  /** A message that was not sent, taken away. */
  remove(key: string) {
    this.chats.discard(key);
    this.form.clear();
  }

  private async deliver(key: string) {
    const message = this.chats.outgoing.find((m) => m.key === key);
    if (!message) return;
    const request = { conversation_id: message.conversationId, text: message.body };
    // Whether the server answered that it will not send it (out of credits, too fast): nothing was stored, and its key
    // would only bring that refusal back, so her next try is a new one. A 409 (the first try still at work), a 5xx or no
    // answer at all may hide a stored message: the key stays.
    const outcome = { refused: false };
    const answer = await this.form.send('sendMessage', async () => {
      const result = await this.endpoints.sendMessage(request, { idempotencyKey: message.idempotencyKey });
      outcome.refused = result !== false && !result.ok && result.status < 500 && result.status !== 409;
      return result;
    });
    if (answer) {
      this.chats.discard(key);
      this.arrived(answer.message, answer.credits);
    } else {
      this.chats.failed(key, this.form.problem ?? this.form.errors.text ?? null, outcome.refused ? this.newKey() : undefined);
    }
  }

  /** A gift from the catalogue, for gift_credits; the text being written stays. True when sent. */
  async sendGift(conversationId: number, gift: GiftId): Promise<boolean> {
    if (this.form.busy) return false;
    const answer = await this.form.send('sendMessage', () => this.endpoints.sendMessage({ conversation_id: conversationId, text: '', gift_id: gift }));
    if (answer) this.arrived(answer.message, answer.credits);
    return answer !== undefined;
  }

  /** A GIF by its id at the GIF service, for what a message costs. True when sent. */
  async sendGif(conversationId: number, gifId: string): Promise<boolean> {
    if (this.form.busy) return false;
    const answer = await this.form.send('sendMessage', () => this.endpoints.sendMessage({ conversation_id: conversationId, text: '', gif_id: gifId }));
    if (answer) this.arrived(answer.message, answer.credits);
    return answer !== undefined;
  }

  /** A photo, checked as the bff checks it, for photo_credits. True when sent. */
  async sendPhoto(conversationId: number, photo: Blob | undefined): Promise<boolean> {
    if (this.form.busy || !photo) return false;
    this.form.clear();
    if (!(PHOTO_TYPES as readonly string[]).includes(photo.type)) {
      this.form.place(fieldProblem('photo', 'not_an_image'));
      return false;
    }
    const answer = await this.form.send('sendChatPhoto', () => this.endpoints.sendChatPhoto({ conversation_id: String(conversationId), photo }));
    if (answer) this.arrived(answer.message, answer.credits);
    return answer !== undefined;
  }

  private arrived(message: Parameters<ChatsStore['receive']>[0], credits: number) {
    this.chats.receive(message, this.session.user?.id);
    this.session.setCredits(credits);
  }
}
