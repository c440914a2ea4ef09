import { makeAutoObservable } from 'mobx';
import type { ApiUser } from '../../bff/contract/api-types';

export class SessionStore {
  user: ApiUser | null;

  constructor(user: ApiUser | null) {
    this.user = user;
    makeAutoObservable(this);
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

  logout() {
    this.user = null;
  }
}
