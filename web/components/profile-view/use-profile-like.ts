import { useMemo } from 'react';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { ProfileLike } from '../../stores/profile-like';
import { useStore } from '../../stores/store-context';

/** The profile's like as the page came with it; null where she cannot like (a visitor the search settings let in). */
export function useProfileLike(profile: ApiProfile, state: { readonly liked: boolean; readonly match: boolean } | null): ProfileLike | null {
  const store = useStore();
  return useMemo(() => (state ? new ProfileLike(profile, state, store.endpoints, store.likePopup) : null), [profile, state, store]);
}
