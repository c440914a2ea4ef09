import type { ApiUser } from '../../../bff/contract/api-types';
import type { RootStore } from '../../stores/root-store';

/** PUT /api/profile.php; the answer's user replaces the session's. Resolves the error code, or null on success. */
export async function saveProfile(store: RootStore, body: Record<string, unknown>): Promise<string | null> {
  try {
    const result = await store.api.request<{ user: ApiUser }>('PUT', '/api/profile.php', body);
    if (result === false) return 'authentication required';
    if (result.ok) {
      if (result.data.user) store.session.setUser(result.data.user);
      return null;
    }
    return result.error.field ?? result.error.error;
  } catch {
    return 'network';
  }
}
