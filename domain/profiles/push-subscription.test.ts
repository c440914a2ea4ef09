import { PUSH_ENDPOINT_MAX_LENGTH, pushEndpointProblem, pushSubscriptionProblem } from './push-subscription';

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

describe('a push subscription', () => {
  it('accepts the endpoints of the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect(pushEndpointProblem(endpoint)).toBeUndefined();
    }
  });

  it('refuses plain http, IP addresses, localhost, credentials, ports and what is not a URL', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/x')).toBe('https_required');
    expect(pushEndpointProblem('https://10.0.0.1/x')).toBe('invalid_host');
    expect(pushEndpointProblem('https://[::1]/x')).toBe('invalid_host');
    expect(pushEndpointProblem('https://localhost/x')).toBe('invalid_host');
    expect(pushEndpointProblem('https://a.localhost/x')).toBe('invalid_host');
    expect(pushEndpointProblem('https://user:pw@push.example.com/x')).toBe('invalid_url');
    expect(pushEndpointProblem('https://push.example.com:8443/x')).toBe('invalid_url');
    expect(pushEndpointProblem('geen url')).toBe('invalid_url');
  });

  it.each([
    'https://foo.localhost./x',
    'https://foo.localhost/x',
    'https://printer.local/x',
    'https://push.default.svc.cluster.local/x',
    'https://push.cluster.local./x',
    'https://metadata.google.internal/x',
    'https://host.docker.internal/x',
    'https://router.lan/x',
    'https://nas.home.arpa/x',
    'https://1.0.0.127.in-addr.arpa/x',
    'https://push.corp/x',
    'https://push.intranet/x',
    'https://server.localdomain/x',
    'https://push.test/x',
    'https://push.example/x',
    'https://x.invalid/x',
    'https://abc.onion/x',
    'https://push.example.com./x',
    'https://ＰＵＳＨ．ＬＯＣＡＬ/x',
    'https://0x7f000001/x',
    'https://2130706433/x',
    'https://127.0.0.1./x',
    'https://[::ffff:127.0.0.1]/x',
    'https://a..b.com/x',
    'https://push_service.example.com/x',
    'https://-push.example.com/x',
  ])('refuses %s, a name or address that does not lead to the public web', (endpoint) => {
    expect(pushEndpointProblem(endpoint)).toBe('invalid_host');
  });

  it('takes a public name on port 443 written out, as the URL has it without one', () => {
    expect(pushEndpointProblem('https://push.example.com:443/x')).toBeUndefined();
    expect(pushEndpointProblem('https://push.example.com:444/x')).toBe('invalid_url');
  });

  it(`allows an endpoint of ${PUSH_ENDPOINT_MAX_LENGTH} characters and refuses a longer one`, () => {
    const base = 'https://push.example.com/';
    expect(pushEndpointProblem(base + 'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH - base.length))).toBeUndefined();
    expect(pushEndpointProblem(base + 'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH - base.length + 1))).toBe('too_long');
  });

  it('needs base64url keys', () => {
    const endpoint = 'https://push.example.com/x';
    expect(pushSubscriptionProblem({ state: 'subscribed', endpoint, ...keys })).toBeUndefined();
    expect(pushSubscriptionProblem({ state: 'subscribed', endpoint, ...keys, p256dh: 'a b' })).toMatchObject({ field: 'subscription.keys.p256dh' });
    expect(pushSubscriptionProblem({ state: 'subscribed', endpoint, ...keys, auth: '' })).toMatchObject({ field: 'subscription.keys.auth' });
  });

  it('takes "denied" as it is', () => {
    expect(pushSubscriptionProblem({ state: 'denied' })).toBeUndefined();
  });
});
