import { usePageContext } from 'vike-react/usePageContext';
import { adminRouteOf } from '../../admin/admin-routes';
import { ADMIN_SCREENS } from '../../admin/admin-screens';

/**
 * The back office (issue 25): one page for all its screens (decision 0080), the screen chosen by the address. A new
 * address starts its screen afresh.
 */
export default function AdminPage() {
  const { urlPathname } = usePageContext();
  const match = adminRouteOf(urlPathname);
  if (!match) return null;
  const Screen = ADMIN_SCREENS[match.route.screen];
  return <Screen key={urlPathname} params={match.params} />;
}
