import type { PageContext } from 'vike/types';
import { readCreditPath } from '../../../../domain/locale/credit-paths';

/** `/credits/repeat-order` in any language's words (SPEC §2: /guthaben/erneut-bestellen, …). */
export default (pageContext: PageContext) => readCreditPath(pageContext.urlPathname)?.page === 'repeat-order';
