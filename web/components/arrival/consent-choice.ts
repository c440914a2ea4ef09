import { makeAutoObservable } from 'mobx';
import { consentFrom, type Consent, type ConsentChoice as Choice } from '../../../domain/arrival/consent';
import type { Api } from '../../api/endpoints';

/**
 * The tab's cookie choice (decision 0062): what the server read in the cookie, the banner's state, and the footer's
 * "Cookie-instellingen" that opens it again. The choice is kept by the server (POST /api/consent.php sets the cookie).
 */
export class ConsentChoice {
  consent: Consent | undefined;
  /** The visitor opened the cookie settings from the footer. */
  reopened = false;
  busy = false;
  failed = false;

  constructor(
    cookieValue: string | undefined,
    private readonly endpoints: Pick<Api, 'chooseConsent'>,
  ) {
    this.consent = consentFrom(cookieValue);
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false });
  }

  /** The banner shows until she chose, and again when she opens the settings. */
  get asking(): boolean {
    return this.consent === undefined || this.reopened;
  }

  reopen() {
    this.reopened = true;
  }

  /** One click: the choice, with the query of the page she arrived on (its tracking is kept when she accepts). */
  async choose(choice: Choice, arrival: string): Promise<void> {
    this.busy = true;
    this.failed = false;
    const answer = await this.endpoints.chooseConsent({ choice, arrival }).catch(() => false as const);
    this.busy = false;
    if (answer && answer.ok) {
      this.consent = answer.data.consent;
      this.reopened = false;
    } else {
      this.failed = true;
    }
  }
}
