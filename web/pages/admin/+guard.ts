import type { PageContext } from 'vike/types';
import { render } from 'vike/abort';
import { adminRouteOf } from '../../admin/admin-routes';

/** A path under /admin that is no screen of the back office is a 404, as any unknown address. */
export default (pageContext: PageContext) => {
  if (!adminRouteOf(pageContext.urlPathname)) throw render(404);
};
