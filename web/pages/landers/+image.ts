import type { PageContextServer } from 'vike/types';
import type { LanderData } from '../../components/landers/lander-face';

/** The share preview's image (og:image): a member's photo the visitor may see. */
export default (pageContext: PageContextServer) => (pageContext.data as LanderData | undefined)?.shareImage ?? null;
