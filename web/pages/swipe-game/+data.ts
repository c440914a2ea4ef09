import type { PageContextServer } from 'vike/types';
import type { ApiProfile, ApiSwipeAllowance } from '../../../bff/contract/api-types';

export interface SwipeGameData {
  readonly swipe: ApiSwipeAllowance;
  readonly profiles: readonly ApiProfile[];
}

export function data(pageContext: PageContextServer): Promise<SwipeGameData> {
  return pageContext.services.swipeGame();
}
