import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import type { ApiProfile } from '../../../../bff/contract/api-types';

export interface ProfileData {
  readonly profile: ApiProfile;
}

export async function data(pageContext: PageContextServer): Promise<ProfileData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  const profile = id === undefined ? undefined : await pageContext.services.profile(id);
  if (!profile) throw render(404);
  return { profile };
}
