import { makeAutoObservable } from 'mobx';

/**
 * "Wie bekeek mij" (issue 27): her visitors since she last opened the list, for its badge. Kept current by the
 * server's count at every page change; opening the list clears it at once (the server cleared it reading the list).
 */
export class VisitorsStore {
  newTotal: number;

  constructor(newVisitors: number) {
    this.newTotal = newVisitors;
    makeAutoObservable(this);
  }

  fromServer(newVisitors: number) {
    this.newTotal = newVisitors;
  }

  listOpened() {
    this.newTotal = 0;
  }
}
