import type { PageContextServer } from 'vike/types';
import type { ApiProfile } from '../../../bff/contract/api-types';
import type { NewThisWeek } from '../../../domain/search/new-this-week';

export interface HomeData {
  /** Members with a photo, newest first, as the visitor may see them (logged_out_search) or the member. */
  readonly members: readonly ApiProfile[];
  /** Honest social proof: the search's own count of the profiles she can browse; null when she may not browse. */
  readonly figures: {
    readonly profiles: number;
    readonly estimated: boolean;
    readonly onlineShown: number;
    /** Of those profiles, how many joined in the last seven days; null when too few to mean anything (decision 0063). */
    readonly newThisWeek: NewThisWeek | null;
  } | null;
}

/** How many faces the front door shows: six in the hero, then two rows of five on a desktop (five of two on a phone). */
const FACES = 16;

/** The member strip only when visitors may search (SPEC §6) or the member is logged in. */
export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const { services } = pageContext;
  if (!services.mayBrowseMembers) return { members: [], figures: null };
  // The figure is a nicety: when its count fails, the page shows the faces without it.
  const [page, newThisWeek] = await Promise.all([services.search({ page: 1 }).catch(() => undefined), services.joinedThisWeek({ page: 1 }).catch(() => null)]);
  if (!page) return { members: [], figures: null };
  const members = page.profiles.filter((profile) => profile.main_image !== null).slice(0, FACES);
  return {
    members,
    figures: { profiles: page.total, estimated: page.total_estimated, onlineShown: members.filter((profile) => profile.online).length, newThisWeek },
  };
}
