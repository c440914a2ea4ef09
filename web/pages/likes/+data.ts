import type { PageContextServer } from 'vike/types';
import type { ApiLikes } from '../../../bff/contract/api-types';
import { isLikesTab, type LikesTab } from './likes-tab';

export interface LikesData {
  readonly tab: LikesTab;
  /** Null when they could not be loaded: the page says so and offers to try again (issue 27). */
  readonly likes: ApiLikes | null;
}

export async function data(pageContext: PageContextServer): Promise<LikesData> {
  const tab = pageContext.routeParams.tab ?? 'received';
  return { tab: isLikesTab(tab) ? tab : 'received', likes: await pageContext.services.likes().catch(() => null) };
}
