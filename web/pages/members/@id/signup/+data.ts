import type { PageContextServer } from 'vike/types';
import type { ApiRegion } from '../../../../../bff/contract/api-types';
import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { servedRegions } from '../../../../stores/region-catalogue';
import { memberLanderData } from '../../../landers/lander-data';

export interface MemberSignupData extends MemberLanderData {
  /** Region names and their cities per country, for the signup form. */
  readonly regions: Readonly<Record<string, readonly ApiRegion[]>>;
}

export async function data(pageContext: PageContextServer): Promise<MemberSignupData> {
  return { ...(await memberLanderData(pageContext, undefined)), regions: servedRegions(pageContext.services) };
}
