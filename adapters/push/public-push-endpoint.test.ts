import { describe, expect, it } from 'vitest';
import { assertPublicPushEndpoint, isPublicAddress, PushEndpointRefused, type ResolveHost } from './public-push-endpoint';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc:def';

/** A resolver that answers from a table and remembers what it was asked. */
function fakeResolver(answers: Record<string, readonly string[] | Error>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const answer = answers[hostname];
    if (answer === undefined) throw Object.assign(new Error(`queryA ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return Object.assign(resolve, { asked });
}

describe('isPublicAddress', () => {
  it.each(['142.250.179.170', '8.8.8.8', '1.1.1.1', '2a00:1450:400e:80f::200a', '2606:4700:4700::1111'])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['this host', '0.0.0.0'],
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.1.2.3'],
    ['a private network (10/8)', '10.1.2.3'],
    ['a private network (172.16/12)', '172.31.255.255'],
    ['a private network (192.168/16)', '192.168.1.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local, the cloud metadata service', '169.254.169.254'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['documentation', '203.0.113.9'],
    ['benchmarking', '198.18.0.1'],
    ['multicast', '224.0.0.251'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped, even a public address', '::ffff:8.8.8.8'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4', '2002:c0a8:101::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv6 documentation', '2001:db8::1'],
    ['unique-local', 'fd12:3456:789a::1'],
    ['link-local', 'fe80::1'],
    ['site-local', 'fec0::1'],
    ['multicast', 'ff02::1'],
    ['not an address', 'localhost'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('assertPublicPushEndpoint', () => {
  it('passes an endpoint whose name resolves to public addresses only, and gives them to connect to', async () => {
    const resolve = fakeResolver({ 'fcm.googleapis.com': ['142.250.179.170', '2a00:1450:400e:80f::200a'] });
    const checked = await assertPublicPushEndpoint(ENDPOINT, resolve);
    expect(checked.url.hostname).toBe('fcm.googleapis.com');
    expect(checked.addresses).toEqual(['142.250.179.170', '2a00:1450:400e:80f::200a']);
    expect(resolve.asked).toEqual(['fcm.googleapis.com']);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['a private address among public ones', ['142.250.179.170', '10.0.0.5']],
    ['the metadata service', ['169.254.169.254']],
    ['an IPv6 unique-local address', ['fd00::1']],
    ['an IPv4-mapped IPv6 loopback', ['::ffff:127.0.0.1']],
  ])('refuses a public-looking name that resolves to %s', async (_name, addresses) => {
    const resolve = fakeResolver({ 'push.example.com': addresses });
    await expect(assertPublicPushEndpoint('https://push.example.com/x', resolve)).rejects.toThrow(PushEndpointRefused);
  });

  it('refuses a name that does not resolve, or resolves to nothing', async () => {
    await expect(assertPublicPushEndpoint('https://gone.example.com/x', fakeResolver({}))).rejects.toMatchObject({ reason: 'unresolvable', host: 'gone.example.com' });
    await expect(assertPublicPushEndpoint('https://empty.example.com/x', fakeResolver({ 'empty.example.com': [] }))).rejects.toMatchObject({ reason: 'unresolvable' });
    await expect(assertPublicPushEndpoint('https://fail.example.com/x', fakeResolver({ 'fail.example.com': new Error('ESERVFAIL') }))).rejects.toMatchObject({ reason: 'unresolvable' });
  });

  it.each([
    'http://fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://foo.localhost./x',
    'https://push.svc.cluster.local/x',
    'https://127.0.0.1/x',
    'geen url',
  ])('refuses %s by its form, without asking the resolver', async (endpoint) => {
    const resolve = fakeResolver({});
    await expect(assertPublicPushEndpoint(endpoint, resolve)).rejects.toThrow(PushEndpointRefused);
    expect(resolve.asked).toEqual([]);
  });

  it('names the host but not the path in its refusal: the path is the subscription’s secret', async () => {
    const refusal = await assertPublicPushEndpoint('https://push.example.com/geheim-token', fakeResolver({ 'push.example.com': ['10.0.0.1'] })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PushEndpointRefused);
    expect((refusal as Error).message).toContain('push.example.com');
    expect((refusal as Error).message).not.toContain('geheim-token');
  });
});
