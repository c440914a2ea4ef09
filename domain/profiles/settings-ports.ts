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

/** The browsers a member's pushes go to at most: her newest ones. */
export const MAX_PUSH_DEVICES = 10;

/** What a member changes about themself on the settings page. */
export interface ProfileSettings {
  setLanguage(memberId: MemberId, language: string): Promise<void>;
  setLocation(memberId: MemberId, location: Location): Promise<void>;
  setDetails(memberId: MemberId, change: DetailsChange): Promise<void>;
  /**
   * Her choice in one browser: a subscription is kept per browser (its endpoint), beside those of her other browsers,
   * and taken from another member who saved the same endpoint before (a shared device pushes for whoever turned it on
   * last); 'denied' is kept once per member. At most MAX_PUSH_DEVICES subscriptions, the oldest dropped.
   */
  savePushSubscription(memberId: MemberId, subscription: PushSubscriptionState, at: Date): Promise<void>;
  /** SPEC §3's stored subscription: her newest choice, a subscription or 'denied'; undefined when she made none. */
  pushSubscriptionOf(memberId: MemberId): Promise<PushSubscriptionState | undefined>;
  /** Every browser she turned pushes on in, newest first: where a notice is pushed to. */
  pushSubscriptionsOf(memberId: MemberId): Promise<readonly Extract<PushSubscriptionState, { state: 'subscribed' }>[]>;
  /** Removes her subscription of this endpoint (the push service no longer knows it); true when removed. */
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
