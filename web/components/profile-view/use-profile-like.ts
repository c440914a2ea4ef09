import { useEffect, useMemo } from 'react';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useToasts } from '../../signals/signals-context';
import { ProfileLike } from '../../stores/profile-like';
import { useStore } from '../../stores/store-context';
import { useErrorText } from '../use-error-text';

/**
 * The profile's like as the page came with it; null where she cannot like (a visitor the search settings let in).
 * A like or unlike the server did not take is turned back by the store and said here in a toast: that it did not
 * work, and why. For an observer component (it reads the store's rollback).
 */
export function useProfileLike(profile: ApiProfile, state: { readonly liked: boolean; readonly match: boolean } | null): ProfileLike | null {
  const store = useStore();
  const toasts = useToasts();
  const t = useT();
  const errorText = useErrorText();
  const like = useMemo(() => (state ? new ProfileLike(profile, state, store.endpoints, store.likePopup) : null), [profile, state, store]);
  const rollback = like?.rollback ?? null;
  const what = rollback ? t(rollback.action === 'like' ? 'profile.likeFailed' : 'profile.unlikeFailed', { name: profile.name }) : '';
  const why = rollback?.problem ? (errorText(rollback.problem) ?? '') : '';
  useEffect(() => {
    if (rollback) toasts.show({ id: 'profile-like-failed', text: `${what} ${why}`.trim(), tone: 'danger', placement: 'top-center' });
    // Once for each rollback: a new one is a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rollback, toasts]);
  return like;
}
