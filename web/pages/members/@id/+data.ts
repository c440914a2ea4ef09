import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import type { ApiBlockedProfile, ApiProfile, ApiProfileHighlight, ApiProfilePhoto, ApiProfileTeaser } from '../../../../bff/contract/api-types';

/** A member sees the profile screen; a visitor its teaser (issue 9: not a 404; more needs a login). */
export type ProfileData =
  | {
      readonly kind: 'profile';
      readonly profile: ApiProfile;
      /** Its photos in order, each whole or locked for this viewer (SPEC §6). */
      readonly photos: readonly ApiProfilePhoto[];
      readonly related: readonly ApiProfile[];
      /** The header's highlight items, at most three (SPEC §2, decision 0074). */
      readonly highlights: readonly ApiProfileHighlight[];
      /** The member's like of the profile; null for a visitor the search settings let in. */
      readonly like: { readonly liked: boolean; readonly match: boolean } | null;
    }
  | { readonly kind: 'teaser'; readonly teaser: ApiProfileTeaser }
  /** A profile the member blocked: she sees whom, and lifts the block there (issue 27). Anyone else gets a 404. */
  | { readonly kind: 'blocked'; readonly profile: ApiBlockedProfile };

export async function data(pageContext: PageContextServer): Promise<ProfileData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  if (id === undefined) throw render(404);
  const { services } = pageContext;
  if (!services.user) {
    const teaser = await services.profileTeaser(id);
    if (!teaser) throw render(404);
    return { kind: 'teaser', teaser };
  }
  const view = await services.profile(id);
  if (view) return { kind: 'profile', ...view };
  const blocked = await services.blockedProfile(id);
  if (blocked) return { kind: 'blocked', profile: blocked };
  throw render(404);
}
