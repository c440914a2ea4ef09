import type { PageContext } from 'vike/types';
import { adminRouteOf } from '../../admin/admin-routes';
import { pageTitle } from '../../i18n/page-title';

export default (pageContext: PageContext) => pageTitle(adminRouteOf(pageContext.urlPathname)?.route.title ?? 'admin.title')(pageContext);
