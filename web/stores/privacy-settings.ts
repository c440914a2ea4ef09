import { makeAutoObservable } from 'mobx';
import type { ApiProfile, ApiUser } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import { NO_ANSWER, problemFrom, type Problem } from '../api/problem';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

export type BlockList = { readonly state: 'loading' } | { readonly state: 'failed'; readonly problem: Problem } | { readonly state: 'ready'; readonly profiles: readonly ApiProfile[] };

/** Settings, SPEC §2: invisible mode, and the members I blocked with unblock. */
export class PrivacySettings {
  invisible: boolean;
  /** The invisible mode the server saved last, for the notice. */
  savedInvisible: boolean | null = null;
  readonly invisibleForm = new FormState([] as const);
  blocks: BlockList = { state: 'loading' };
  readonly unblockForm = new FormState([] as const);
  unblocking: number | null = null;
  /** The member unblocked last, for the notice. */
  unblocked: ApiProfile | null = null;

  constructor(
    private readonly endpoints: Pick<Api, 'setInvisible' | 'blockedMembers' | 'unblock'>,
    private readonly session: SessionStore,
  ) {
    this.invisible = Boolean(session.user?.invisible);
    makeAutoObservable<this, 'endpoints' | 'session'>(this, { endpoints: false, session: false, invisibleForm: false, unblockForm: false });
  }

  /** The members she blocked; again after a failure (the skeleton shows meanwhile). */
  async loadBlocks() {
    this.blocks = { state: 'loading' };
    const answer = await this.endpoints.blockedMembers().catch(() => undefined);
    if (answer === false) return; // logged out: the page goes
    this.setBlocks(
      answer === undefined
        ? { state: 'failed', problem: { code: NO_ANSWER, action: 'blockedMembers' } }
        : answer.ok
          ? { state: 'ready', profiles: answer.data.profiles }
          : { state: 'failed', problem: problemFrom(answer.error, 'blockedMembers') },
    );
  }

  /** Shown at once; back as it was when the server did not save it. */
  async setInvisible(invisible: boolean) {
    this.invisible = invisible;
    this.savedInvisible = null;
    const answer = await this.invisibleForm.send('setInvisible', () => this.endpoints.setInvisible({ invisible }));
    this.settleInvisible(invisible, answer?.user);
  }

  /** True when unblocked (the page moves focus to the list's heading). */
  async unblock(profile: ApiProfile): Promise<boolean> {
    this.unblocking = profile.id;
    this.unblocked = null;
    const answer = await this.unblockForm.send('unblock', () => this.endpoints.unblock({ profile_id: profile.id }));
    this.settleUnblock(profile, answer !== undefined);
    return answer !== undefined;
  }

  private setBlocks(blocks: BlockList) {
    this.blocks = blocks;
  }

  private settleInvisible(invisible: boolean, user: ApiUser | undefined) {
    if (user) {
      this.session.setUser(user);
      this.savedInvisible = invisible;
    } else {
      this.invisible = !invisible;
    }
  }

  private settleUnblock(profile: ApiProfile, done: boolean) {
    this.unblocking = null;
    if (!done) return;
    this.unblocked = profile;
    if (this.blocks.state === 'ready') this.blocks = { state: 'ready', profiles: this.blocks.profiles.filter((p) => p.id !== profile.id) };
  }
}
