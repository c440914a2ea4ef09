import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import type { ApiProfile } from '../../../../bff/contract/api-types';

export interface ProfileData {
  readonly profile: ApiProfile;
  /** The member's like of the profile; null for a visitor. */
  readonly like: { readonly liked: boolean; readonly match: boolean } | null;
}

export async function data(pageContext: PageContextServer): Promise<ProfileData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  const profile = id === undefined ? undefined : await pageContext.services.profile(id);
  if (!profile) throw render(404);
  return { profile, like: await pageContext.services.likeState(profile.id) };
}
