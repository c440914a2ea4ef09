import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiProfile } from '../../../../bff/contract/api-types';

export interface ProfileData {
  readonly profile: ApiProfile;
}

export async function data(pageContext: PageContextServer): Promise<ProfileData> {
  const id = Number(pageContext.routeParams.id);
  const profile = Number.isInteger(id) && id > 0 ? await pageContext.services.profile(id) : undefined;
  if (!profile) throw render(404);
  return { profile };
}
