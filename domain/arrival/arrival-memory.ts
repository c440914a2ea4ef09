import { mayTrack, type Consent } from './consent';

/**
 * What the site keeps of a visitor's arrival through a traffic source (SPEC §3 tracking data; decisions 0062, 0066).
 * Two things, kept apart because only one of them needs her consent:
 * - the **attribution**: the partner's data (network, ref, sub1–3), so the partner is paid when she signs up. Kept
 *   30 days, and only after she accepted cookies (decision 0062).
 * - the **visit**: only *that* she came through a traffic source, for the part of the site the operator opens to such
 *   visitors (`logged_out_search_trafficsource`, `signups` 'with_trafficsource'). No data, no identifier, the same for
 *   every such visitor, and gone when her browser session ends: strictly necessary for the service she arrived at, so
 *   kept whatever she chose (decision 0066).
 */
export interface ArrivalKept {
  /** The partner's data is kept on her device (with her consent). */
  readonly attribution: boolean;
  /** She came through a traffic source during this browser session. */
  readonly visit: boolean;
}

export const NOTHING_KEPT: ArrivalKept = { attribution: false, visit: false };

/**
 * What a request changes: `withTrackingData` is whether its query carries tracking data. The first arrival's
 * attribution is kept (a later link does not replace it); the visit is kept once, when there is no attribution
 * already saying so.
 */
export function keepArrival(kept: ArrivalKept, withTrackingData: boolean, consent: Consent | undefined): { readonly attribution: boolean; readonly visit: boolean } {
  if (!withTrackingData) return { attribution: false, visit: false };
  const attribution = !kept.attribution && mayTrack(consent);
  return { attribution, visit: !attribution && !kept.attribution && !kept.visit };
}

/** She came through a traffic source: this request says so, or what is kept does. */
export const cameThroughTrafficSource = (kept: ArrivalKept, withTrackingData: boolean): boolean => withTrackingData || kept.attribution || kept.visit;

/**
 * She changes her cookie choice. Refusing takes the attribution off her device, but not the visit it stood for: she
 * keeps, for this session, what she was shown. Accepting keeps the arrival's data when the page she chose on still
 * carries it (decision 0062).
 */
export function onConsentChange(kept: ArrivalKept, accepted: boolean, arrivalHasTrackingData: boolean): { readonly removeAttribution: boolean; readonly attribution: boolean; readonly visit: boolean } {
  if (!accepted) return { removeAttribution: kept.attribution, attribution: false, visit: kept.attribution && !kept.visit };
  return { removeAttribution: false, attribution: arrivalHasTrackingData && !kept.attribution, visit: false };
}
