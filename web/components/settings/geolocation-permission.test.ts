import { geolocationPermission, watchGeolocationPermission } from './geolocation-permission';

/** A permission status the test changes as the browser's settings would. */
function statusOf(state: PermissionState) {
  return Object.assign(new EventTarget(), { state }) as EventTarget & { state: PermissionState };
}

describe('the geolocation permission (SPEC §4: unsupported, unknown, or the browser’s state)', () => {
  it('is unsupported without geolocation, unknown when the browser cannot say, else the browser’s state', async () => {
    expect((await geolocationPermission(undefined)).state).toBe('unsupported');
    expect((await geolocationPermission({})).state).toBe('unsupported');
    expect((await geolocationPermission({ geolocation: {} })).state).toBe('unknown');
    expect((await geolocationPermission({ geolocation: {}, permissions: { query: () => Promise.reject(new TypeError('no such permission')) } })).state).toBe('unknown');
    for (const state of ['granted', 'denied', 'prompt'] as const) {
      const permissions = { query: async () => statusOf(state) as unknown as PermissionStatus };
      expect((await geolocationPermission({ geolocation: {}, permissions })).state).toBe(state);
    }
  });

  it('follows a change made in the browser, until stopped', async () => {
    const status = statusOf('prompt');
    const seen: string[] = [];
    const stop = watchGeolocationPermission({ geolocation: {}, permissions: { query: async () => status as unknown as PermissionStatus } }, (state) => seen.push(state));
    await new Promise((resolve) => setTimeout(resolve, 0));
    status.state = 'denied';
    status.dispatchEvent(new Event('change'));
    stop();
    status.state = 'granted';
    status.dispatchEvent(new Event('change'));
    expect(seen).toEqual(['prompt', 'denied']);
  });
});
