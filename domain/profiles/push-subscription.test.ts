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
