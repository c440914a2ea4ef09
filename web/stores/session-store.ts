import { makeAutoObservable } from 'mobx';
import type { ApiUser } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';

export class SessionStore {
  user: ApiUser | null;

  constructor(
    user: ApiUser | null,
    private readonly endpoints: Pick<Api, 'currentUser' | 'logOut'>,
  ) {
    this.user = user;
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false });
  }

  get loggedIn() {
    return this.user !== null;
  }

  setUser(user: ApiUser | null) {
    this.user = user;
  }

  /** After a sent message or a live event: the server's new balance. */
  setCredits(credits: number) {
    if (this.user) this.user = { ...this.user, credits };
  }

  /** The server ended the session (SPEC §8): the tab forgets the member. */
  logout() {
    this.user = null;
  }

  /**
   * The member as the server has her now. Only an answer changes her: SPEC §8 leaves the user endpoint out of the
   * logout on 403, so a 403 here (or a network failure) keeps the tab as it is; a session that is really gone is
   * told by the other calls of the same poll (chats, likes) and by the live socket.
   */
  async reload() {
    const answer = await this.endpoints.currentUser().catch(() => false as const);
    if (answer && answer.ok) this.setUser(answer.data.user);
  }

  /** GET /api/logout.php; the page then leaves for the home page, so the tab keeps the member until it does. */
  async signOut() {
    await this.endpoints.logOut().catch(() => undefined);
  }
}
