import { pageTitle } from '../../i18n/page-title';
import { errorStatusOf, errorTitleKey } from '../../signals/error-status';
import type { PageContext } from 'vike/types';

/** Each status its own <title>: 'Pagina niet gevonden · Hartslag', 'Geen toegang · Hartslag', … */
export default (pageContext: PageContext) => pageTitle(errorTitleKey(errorStatusOf(pageContext)))(pageContext);
