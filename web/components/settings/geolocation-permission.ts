/**
 * SPEC §4, geolocation permission: unsupported (no geolocation in this browser), unknown (it cannot say before it
 * asks: no Permissions API, or it refuses the query), or the browser's own state for the site.
 */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

type PermissionsHost = { readonly geolocation?: unknown; readonly permissions?: Pick<Permissions, 'query'> };

export async function geolocationPermission(nav: PermissionsHost | undefined): Promise<{ state: GeolocationPermission; status?: PermissionStatus }> {
  if (!nav || !('geolocation' in nav) || !nav.geolocation) return { state: 'unsupported' };
  if (!nav.permissions?.query) return { state: 'unknown' };
  try {
    const status = await nav.permissions.query({ name: 'geolocation' });
    return { state: status.state, status };
  } catch {
    return { state: 'unknown' };
  }
}

/** Follows the permission: its state now, and each change (she allows or blocks it in the browser's settings). */
export function watchGeolocationPermission(nav: PermissionsHost | undefined, onState: (state: GeolocationPermission) => void): () => void {
  let stopped = false;
  let status: PermissionStatus | undefined;
  const changed = () => status && !stopped && onState(status.state);
  void geolocationPermission(nav).then((found) => {
    if (stopped) return;
    onState(found.state);
    status = found.status;
    status?.addEventListener('change', changed);
  });
  return () => {
    stopped = true;
    status?.removeEventListener('change', changed);
  };
}
