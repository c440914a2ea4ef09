import type { PageContextServer } from 'vike/types';
import type { MemberLanderData } from '../../../../components/landers/lander-face';

/** The share preview's image (og:image): her photo. */
export default (pageContext: PageContextServer) => (pageContext.data as MemberLanderData | undefined)?.shareImage ?? null;
