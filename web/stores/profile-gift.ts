import { makeAutoObservable, runInAction } from 'mobx';
import { openChatBody } from '../../bff/contract/requests';
import type { GiftId } from '../../domain/chat/gifts';
import type { Api } from '../api/endpoints';
import type { Problem } from '../api/problem';
import type { ChatsStore } from './chats-store';
import { FormState } from './form-state';
import { MessageComposer } from './message-composer';
import type { SessionStore } from './session-store';

/**
 * A gift from the profile screen (SPEC §2): the conversation with her opened (or found, POST /api/chat.php), then the
 * chat footer's gift sent in it (MessageComposer.sendGift), paid in credits as a gift in the chat is.
 */
export class ProfileGift {
  readonly opening = new FormState([] as const);
  readonly composer: MessageComposer;
  /** The conversation the last gift went to, for the link to it; null before one was sent. */
  sentIn: number | null = null;

  constructor(
    private readonly endpoints: Pick<Api, 'openChat' | 'sendMessage' | 'sendChatPhoto'>,
    chats: ChatsStore,
    session: SessionStore,
  ) {
    this.composer = new MessageComposer(endpoints, chats, session);
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, opening: false, composer: false });
  }

  get busy(): boolean {
    return this.opening.busy || this.composer.form.busy;
  }

  /** Why the last gift did not go: the conversation not opened (the free member's limit), or the gift refused. */
  get problem(): Problem | null {
    return this.opening.problem ?? this.composer.form.problem;
  }

  /** True when sent. */
  async send(profileId: number, gift: GiftId): Promise<boolean> {
    if (this.busy) return false;
    this.sentIn = null;
    this.composer.form.clear();
    const request = { profile_id: profileId };
    if (!this.opening.check(openChatBody, request)) return false;
    const opened = await this.opening.send('openChat', () => this.endpoints.openChat(request));
    if (!opened) return false;
    const sent = await this.composer.sendGift(opened.chat.id, gift);
    if (sent) runInAction(() => (this.sentIn = opened.chat.id));
    return sent;
  }
}
