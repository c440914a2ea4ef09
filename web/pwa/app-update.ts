import { makeAutoObservable } from 'mobx';

/**
 * "Nieuwe versie beschikbaar" (issue 23): a worker of a newer build is installed and waiting. The page offers to
 * switch; only her click does (skip-waiting, then a reload once the new worker controls the tab), so nothing reloads
 * while she types.
 */
export class AppUpdate {
  /** A waiting worker, and she has not put the offer off. */
  offered = false;
  /** She chose "Vernieuwen": the reload follows when the new worker has taken over. */
  accepting = false;
  private accept: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'accept'>(this, { accept: false });
  }

  /** A new worker waits; `accept` tells it to take over. */
  offer(accept: () => void) {
    this.accept = accept;
    this.offered = true;
  }

  /** "Vernieuwen". */
  take() {
    if (!this.accept || this.accepting) return;
    this.accepting = true;
    this.accept();
  }

  /** "Later": the new version comes with the next start of the app (every tab closed) or the next offer. */
  putOff() {
    this.offered = false;
  }
}
