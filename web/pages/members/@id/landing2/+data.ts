import type { PageContextServer } from 'vike/types';
import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { memberLanderData } from '../../../landers/lander-data';

export function data(pageContext: PageContextServer): Promise<MemberLanderData> {
  return memberLanderData(pageContext, pageContext.routeParams.slug || undefined);
}
