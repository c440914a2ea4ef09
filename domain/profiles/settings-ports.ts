import type { MemberId } from '../shared/ids';

export interface Location {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

/** The profile fields a member fills in on the settings and signup pages (API names, SPEC §3). */
export interface DetailsChange {
  /** The name others see (SPEC §3 profile), trimmed, 1 to 40 characters. */
  readonly name?: string;
  readonly reason?: string;
  readonly hair_colour?: string;
  readonly eye_colour?: string;
  readonly body_type?: string;
  readonly relationship_status?: string;
  readonly tattoos?: string;
  readonly interests?: readonly string[];
  readonly about?: string;
}

/** SPEC §3 push state: a Web Push subscription, or the member said no. */
export type PushSubscriptionState =
  | { readonly state: 'subscribed'; readonly endpoint: string; readonly p256dh: string; readonly auth: string }
  | { readonly state: 'denied' };

/** What a member changes about themself on the settings page. */
export interface ProfileSettings {
  setLanguage(memberId: MemberId, language: string): Promise<void>;
  setLocation(memberId: MemberId, location: Location): Promise<void>;
  setDetails(memberId: MemberId, change: DetailsChange): Promise<void>;
  savePushSubscription(memberId: MemberId, subscription: PushSubscriptionState, at: Date): Promise<void>;
  pushSubscriptionOf(memberId: MemberId): Promise<PushSubscriptionState | undefined>;
  /** Removes her subscription if it is still this endpoint (she may have subscribed again since); true when removed. */
  removePushSubscription(memberId: MemberId, endpoint: string): Promise<boolean>;
}

/** Regions and their cities per country (shipped data, loaded by the composition root). */
export type RegionCatalogue = Readonly<Record<string, readonly { readonly name: string; readonly cities: readonly string[] }[]>>;

export interface Position {
  readonly lat: number;
  readonly lon: number;
}

export interface NearestPlace extends Location {
  readonly distanceKm: number;
}

/** Finds the shipped city nearest to a position, among the given countries. */
export interface ReverseGeocoder {
  nearest(position: Position, countries: readonly string[]): NearestPlace | undefined;
}
