import { makeAutoObservable } from 'mobx';
import { geocodeQuery, userSettingsBody } from '../../bff/contract/profile-media-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

/** Settings: the interface language on the account (PUT /api/user.php {language}). */
export class LanguageSetting {
  readonly form = new FormState([] as const);

  constructor(private readonly endpoints: Pick<Api, 'saveUserSettings'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false, form: false });
  }

  /**
   * True when saved. The answer has set the `locale` cookie (bff, decision 0064), so the page reloads in that language;
   * the form stays busy until it does.
   */
  async save(language: string): Promise<boolean> {
    const request = { language };
    if (!this.form.check(userSettingsBody, request)) return false;
    return (await this.form.send('saveUserSettings', () => this.endpoints.saveUserSettings(request), { stayBusy: true })) !== undefined;
  }
}

export interface Place {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

/** Settings: country, region and city (PUT /api/user.php), chosen by hand or found from the browser's position. */
export class LocationSetting {
  readonly form = new FormState(['country', 'region', 'city'] as const);
  saved = false;
  /** The place GET /api/geocode.php found for the member's position. */
  found: Place | null = null;
  locating = false;

  constructor(
    private readonly endpoints: Pick<Api, 'saveUserSettings' | 'locate'>,
    private readonly session: SessionStore,
    private readonly countries: readonly string[],
  ) {
    makeAutoObservable<this, 'endpoints' | 'session' | 'countries'>(this, { endpoints: false, session: false, countries: false, form: false });
  }

  /** Starts a search for the member's place: the result, or a problem, replaces the last one. */
  startLocating() {
    this.locating = true;
    this.saved = false;
    this.found = null;
    this.form.clear();
  }

  /** The served place nearest to a position in decimal degrees; not_found when there is none in the site's countries. */
  async locate(latitude: number, longitude: number): Promise<Place | undefined> {
    this.startLocating();
    const request = { lat: latitude.toFixed(5), lon: longitude.toFixed(5) };
    const place = this.form.check(geocodeQuery, request) ? await this.form.send('locate', () => this.endpoints.locate(request)) : undefined;
    return this.settleLocating(place);
  }

  /** The browser could not tell the position: the page says why. */
  stopLocating() {
    this.locating = false;
  }

  private settleLocating(place: Place | undefined): Place | undefined {
    this.locating = false;
    if (!place) return undefined;
    if (!this.countries.includes(place.country)) {
      this.form.place({ code: 'not_found', action: 'locate' });
      return undefined;
    }
    this.found = place;
    return place;
  }

  async save(place: Place) {
    this.saved = false;
    this.found = null;
    if (!this.form.check(userSettingsBody, place)) return;
    const answer = await this.form.send('saveUserSettings', () => this.endpoints.saveUserSettings(place));
    if (answer) this.done(answer.user);
  }

  private done(user: Parameters<SessionStore['setUser']>[0]) {
    this.session.setUser(user);
    this.saved = true;
  }
}
