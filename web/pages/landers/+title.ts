import type { PageContext } from 'vike/types';
import { landerText } from './lander-meta';

/** The lander's headline, then the site's name. */
export default (pageContext: PageContext) => `${landerText(pageContext, 'title') ?? ''} · ${pageContext.store?.settings.settings.name ?? ''}`;
