import type { MemberId } from '../shared/ids';
import type { Profile } from './profile';

/** At most this many highlight items in the profile header (decision 0074). */
export const MAX_HIGHLIGHTS = 3;
const NEW_HERE_MS = 7 * 24 * 3_600_000;
const ACTIVE_TODAY_MS = 24 * 3_600_000;

/** One highlight item of the profile header (SPEC §2): a kind and its values, never text (the catalogue words it). */
export type ProfileHighlight =
  | { readonly kind: 'shared_interests'; readonly interest: string; readonly count: number }
  | { readonly kind: 'new_here' }
  | { readonly kind: 'active_today' }
  | { readonly kind: 'looking_for'; readonly reason: string };

/** What is known of the profile the header shows; null where the fact is not there (nothing is invented). */
export interface HighlightedProfile extends Pick<Profile, 'id' | 'interests' | 'reason'> {
  readonly joinedAt: Date | null;
  readonly lastSeenAt: Date | null;
  /** Online now: the online dot says so already. */
  readonly online: boolean;
  readonly invisible: boolean;
}

/** Who looks: a member (her id and interests), or undefined for a visitor. */
export interface HighlightViewer {
  readonly id: MemberId;
  readonly interests: readonly string[];
}

const key = (interest: string): string => interest.trim().toLowerCase();
const within = (at: Date | null, now: Date, ms: number): boolean =>
  at !== null && at.getTime() <= now.getTime() && now.getTime() - at.getTime() < ms;

function sharedInterests(profile: HighlightedProfile, viewer: HighlightViewer | undefined): ProfileHighlight | undefined {
  if (viewer === undefined || viewer.id === profile.id) return undefined;
  const hers = new Set(viewer.interests.map(key).filter((k) => k !== ''));
  const shared = profile.interests.filter((interest) => hers.has(key(interest)));
  const first = shared[0];
  return first === undefined ? undefined : { kind: 'shared_interests', interest: first.trim(), count: shared.length };
}

/**
 * The profile header's highlight items (SPEC §2, decision 0074): what is true and most useful to the viewer, in this
 * order — interests they share, new here (joined in the last 7 days), active today (seen within 24 h, not online now,
 * never for an invisible member), what she is looking for — and at most three. A visitor gets no shared interests;
 * on her own profile she sees what others would see minus shared interests. Distance is never one (the cards show it).
 */
export function profileHighlights({ profile, viewer, now }: { profile: HighlightedProfile; viewer: HighlightViewer | undefined; now: Date }): ProfileHighlight[] {
  const reason = profile.reason.trim();
  const items: (ProfileHighlight | undefined)[] = [
    sharedInterests(profile, viewer),
    within(profile.joinedAt, now, NEW_HERE_MS) ? { kind: 'new_here' } : undefined,
    !profile.online && !profile.invisible && within(profile.lastSeenAt, now, ACTIVE_TODAY_MS) ? { kind: 'active_today' } : undefined,
    reason !== '' ? { kind: 'looking_for', reason } : undefined,
  ];
  return items.filter((item): item is ProfileHighlight => item !== undefined).slice(0, MAX_HIGHLIGHTS);
}
