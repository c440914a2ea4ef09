import { makeAutoObservable } from 'mobx';
import { blockBody } from '../../bff/contract/account-closure-requests';
import { openChatBody } from '../../bff/contract/requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';

/**
 * What a member does on a profile: start a conversation (POST /api/chat.php), block (POST /api/block.php) and lift her
 * block (DELETE /api/block.php, as the settings' block list does).
 */
export class ProfileActions {
  readonly form = new FormState([] as const);

  constructor(private readonly endpoints: Pick<Api, 'openChat' | 'block' | 'unblock'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  /** The conversation's id (a new one, or the one there is); the form stays busy while the page goes there. */
  async openChat(profileId: number): Promise<number | undefined> {
    const request = { profile_id: profileId };
    if (!this.form.check(openChatBody, request)) return undefined;
    return (await this.form.send('openChat', () => this.endpoints.openChat(request), { stayBusy: true }))?.chat.id;
  }

  /** True when blocked: both members are hidden from each other at once, so the page leaves the profile. */
  async block(profileId: number): Promise<boolean> {
    const request = { profile_id: profileId };
    if (!this.form.check(blockBody, request)) return false;
    return (await this.form.send('block', () => this.endpoints.block(request), { stayBusy: true })) !== undefined;
  }

  /** True when the block is lifted: the page shows the profile again, its way in open to both. */
  async unblock(profileId: number): Promise<boolean> {
    const request = { profile_id: profileId };
    if (!this.form.check(blockBody, request)) return false;
    return (await this.form.send('unblock', () => this.endpoints.unblock(request), { stayBusy: true })) !== undefined;
  }
}
