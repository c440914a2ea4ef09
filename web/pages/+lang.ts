import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) => pageContext.store?.locale ?? pageContext.snapshot?.locale ?? 'nl';
