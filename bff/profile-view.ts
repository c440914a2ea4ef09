import type { Profile } from '../domain/profiles/profile';
import type { MemberId } from '../domain/shared/ids';
import type { AppDependencies } from './app-dependencies';
import type { ApiProfileView } from './contract/api-types';
import { toApiProfile, toApiProfilePhoto } from './presenters';

/**
 * The profile screen for a listed profile, the same for GET /api/profile.php and the server-rendered page: its photos
 * as the viewer may see them, related profiles, who of them is online. Opening the profile of someone who liked her
 * clears that like's like_new (SPEC §4).
 */
export async function profileViewOf(deps: Pick<AppDependencies, 'profiles' | 'search' | 'likes'>, profile: Profile, viewer: MemberId | undefined): Promise<ApiProfileView> {
  const [photos, related] = await Promise.all([
    deps.profiles.viewProfilePhotos.run(profile, viewer),
    deps.search.relatedProfiles.run(profile, viewer),
    viewer !== undefined ? deps.likes.seeLike.run(viewer, profile.id) : undefined,
  ]);
  const online = await deps.profiles.onlineAmong.run([profile.id, ...related.map((p) => p.id)]);
  return {
    profile: { ...toApiProfile(profile), online: online.has(profile.id) },
    photos: photos.map(toApiProfilePhoto),
    related: related.map((p) => ({ ...toApiProfile(p), online: online.has(p.id) })),
  };
}
