import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiProfile } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import type { LikesStore } from './likes-store';

/** SPEC §9: the likes reload half a second after the auto-like call. */
export const LIKES_RELOAD_AFTER_MS = 500;

/**
 * The "New like!" popup (SPEC §2): a profile from the auto-like call (the newest real like not shown yet, never an
 * invented one) or a given profile. `starting` is set while the member starts a conversation from it.
 */
export class LikePopup {
  profile: ApiProfile | null = null;
  /** A like of the member (SPEC's "New like!"), or a match a like just made. */
  kind: 'like' | 'match' = 'like';
  starting = false;
  /** Matches this tab already celebrated where they were made (a like back): their live event shows nothing more. */
  private readonly celebrated = new Set<number>();

  constructor(
    private readonly endpoints: Pick<Api, 'autoLike' | 'openChat'>,
    private readonly likes: LikesStore,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    makeAutoObservable<this, 'endpoints' | 'likes' | 'wait'>(this, { endpoints: false, likes: false, wait: false });
  }

  /**
   * Asks for the newest like not shown yet — the one of `from`, a like that came live — and shows it; nothing when
   * there is none (another tab showed it). The likes reload after 0.5 s.
   */
  async announce(from?: number): Promise<void> {
    const answer = await this.endpoints.autoLike(from === undefined ? {} : { profile_id: from }).catch(() => false as const);
    const profile = answer && answer.ok ? answer.data.profile : null;
    if (profile) runInAction(() => this.open(profile, 'like'));
    await this.wait(LIKES_RELOAD_AFTER_MS);
    await this.likes.reload();
  }

  show(profile: ApiProfile) {
    this.open(profile, 'like');
  }

  /** A match came live: shown unless this tab made it and celebrated it already. */
  showMatch(profile: ApiProfile) {
    if (this.celebrated.has(profile.id)) return;
    this.open(profile, 'match');
  }

  /** The page that made a match celebrates it itself. */
  celebratedMatch(profileId: number) {
    this.celebrated.add(profileId);
  }

  private open(profile: ApiProfile, kind: 'like' | 'match') {
    this.profile = profile;
    this.kind = kind;
  }

  close() {
    if (!this.starting) this.profile = null;
  }

  /** Opens (or finds) the conversation with the profile shown; its id, or undefined when that failed. */
  async startConversation(): Promise<number | undefined> {
    const profile = this.profile;
    if (!profile || this.starting) return undefined;
    this.starting = true;
    const answer = await this.endpoints.openChat({ profile_id: profile.id }).catch(() => false as const);
    runInAction(() => {
      this.starting = false;
      if (answer && answer.ok) this.profile = null;
    });
    return answer && answer.ok ? answer.data.chat.id : undefined;
  }
}
