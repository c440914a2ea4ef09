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

  /** The member as the server has her now; a 403 there means the session is gone. Network failures change nothing. */
  async reload() {
    const answer = await this.endpoints.currentUser().catch(() => false as const);
    if (answer && answer.ok) this.setUser(answer.data.user);
    else if (answer && answer.status === 403) this.logout();
  }

  /** GET /api/logout.php; the page then leaves for the home page, so the tab keeps the member until it does. */
  async signOut() {
    await this.endpoints.logOut().catch(() => undefined);
  }
}
