import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiLikes } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';

/**
 * SPEC §3, §4: the total of new likes (`like_new`), for the Likes badge (99+) and the title prefix. Kept current by
 * the server's count at every page change, the 60 s refresh and the live `like` event.
 */
export class LikesStore {
  newTotal: number;

  constructor(
    newLikes: number,
    private readonly endpoints: Pick<Api, 'likes'>,
  ) {
    this.newTotal = newLikes;
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false });
  }

  fromServer(newLikes: number) {
    this.newTotal = newLikes;
  }

  /** Counts the new likes of the member's likes again, and answers the lists; a failed call keeps the last count. */
  async reload(): Promise<ApiLikes | undefined> {
    const answer = await this.endpoints.likes().catch(() => false as const);
    if (!answer || !answer.ok) return undefined;
    const count = answer.data.liked_by.filter((like) => like.like_new).length;
    runInAction(() => (this.newTotal = count));
    return answer.data;
  }
}
