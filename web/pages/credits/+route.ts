import type { PageContext } from 'vike/types';
import { readCreditPath } from '../../../domain/locale/credit-paths';

/** `/credits` in any language's words (SPEC §2: /credits, /guthaben, …); the guard sends each visitor to hers. */
export default (pageContext: PageContext) => readCreditPath(pageContext.urlPathname)?.page === 'bundles';
