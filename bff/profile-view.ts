import type { Profile } from '../domain/profiles/profile';
import type { ProfileViewer } from '../domain/profiles/view-profile-photos';
import type { AppDependencies } from './app-dependencies';
import type { ApiProfileView } from './contract/api-types';
import { toApiProfile, toApiProfilePhoto } from './presenters';

/**
 * The profile screen for a listed profile, the same for GET /api/profile.php and the server-rendered page: its photos
 * as the viewer may see them, related profiles, who of them is online. Opening the profile of someone who liked her
 * clears that like's like_new (SPEC §4).
 */
export async function profileViewOf(deps: Pick<AppDependencies, 'profiles' | 'search' | 'likes' | 'privateMedia'>, profile: Profile, viewer: ProfileViewer | undefined): Promise<ApiProfileView> {
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
  };
}
