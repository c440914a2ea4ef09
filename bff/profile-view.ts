import type { MemberWithProfile } from '../domain/accounts/member';
import type { Profile } from '../domain/profiles/profile';
import { profileHighlights, type ProfileHighlight } from '../domain/profiles/profile-highlights';
import type { ProfileViewer } from '../domain/profiles/view-profile-photos';
import type { AppDependencies } from './app-dependencies';
import type { ApiProfileView } from './contract/api-types';
import { toApiProfile, toApiProfilePhoto } from './presenters';
import type { OpenedProfile } from '../domain/likes/open-profile';

/** Who looks, as far as the header's highlight items need her: her interests, whether she is invisible, her join date. */
type HighlightsViewer = ProfileViewer & Partial<Pick<MemberWithProfile, 'profile' | 'invisible' | 'signupDate'>>;

/**
 * The header's highlight items (decision 0074) from facts the page has read already: no statement more. There is no
 * last-seen time stored, so "Vandaag actief" never shows yet; an invisible profile is only ever her own.
 */
function highlightsOf(profile: Profile, online: boolean, joinedAt: Date | null, viewer: HighlightsViewer | undefined, now: Date): ProfileHighlight[] {
  const own = viewer !== undefined && viewer.id === profile.id;
  return profileHighlights({
    profile: { ...profile, joinedAt: joinedAt ?? (own ? viewer.signupDate ?? null : null), lastSeenAt: null, online, invisible: own && viewer.invisible === true },
    viewer: viewer === undefined ? undefined : { id: viewer.id, interests: viewer.profile?.interests ?? [] },
    now,
  });
}

/**
 * The profile screen for a listed profile, the same for GET /api/profile.php and the server-rendered page: its photos
 * as the viewer may see them, related profiles, who of them is online. Opening the profile of someone who liked her
 * clears that like's like_new (SPEC §4).
 */
export async function profileViewOf(deps: Pick<AppDependencies, 'profiles' | 'search' | 'likes' | 'privateMedia' | 'clock'>, profile: Profile, viewer: HighlightsViewer | undefined): Promise<ApiProfileView> {
  const [photos, related] = await Promise.all([
    deps.profiles.viewProfilePhotos.run(profile, viewer),
    deps.search.relatedProfiles.run(profile, viewer?.id),
    viewer !== undefined ? deps.likes.seeLike.run(viewer.id, profile.id) : undefined,
  ]);
  const paths = deps.privateMedia.pathsFor(viewer?.id);
  const online = await deps.profiles.onlineAmong.run([profile.id, ...related.map((p) => p.id)]);
  return {
    profile: { ...toApiProfile(profile), online: online.has(profile.id) },
    photos: photos.map((photo) => toApiProfilePhoto(photo, paths)),
    related: related.map((p) => ({ ...toApiProfile(p), online: online.has(p.id) })),
    highlights: highlightsOf(profile, online.has(profile.id), null, viewer, deps.clock.now()),
  };
}

/**
 * The same screen for a member from a profile OpenProfile read with its photos and like state (issue 26: one
 * statement for all three), and its related profiles; who of them is online.
 */
export async function profileScreenOf(deps: Pick<AppDependencies, 'search' | 'profiles' | 'privateMedia' | 'clock'>, opened: OpenedProfile, viewer: HighlightsViewer): Promise<ApiProfileView> {
  const related = await deps.search.relatedProfiles.run(opened.profile, viewer.id);
  const paths = deps.privateMedia.pathsFor(viewer.id);
  const online = await deps.profiles.onlineAmong.run([opened.profile.id, ...related.map((p) => p.id)]);
  return {
    profile: { ...toApiProfile(opened.profile), online: online.has(opened.profile.id) },
    photos: opened.photos.map((photo) => toApiProfilePhoto(photo, paths)),
    related: related.map((p) => ({ ...toApiProfile(p), online: online.has(p.id) })),
    highlights: highlightsOf(opened.profile, online.has(opened.profile.id), opened.joinedAt, viewer, deps.clock.now()),
  };
}
