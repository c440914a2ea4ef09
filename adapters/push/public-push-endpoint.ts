import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { pushEndpointProblem } from '../../domain/profiles/push-subscription';

/** The addresses a host name resolves to now. */
export type ResolveHost = (hostname: string) => Promise<readonly string[]>;

/**
 * The system resolver, asked for every address of the name as an absolute name (a trailing dot): a resolver's search
 * list must not turn `push.default` into `push.default.svc.cluster.local`.
 */
export const resolveWithDns: ResolveHost = async (hostname) =>
  (await lookup(`${hostname}.`, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Addresses that are not on the public internet (IANA special-purpose registries): this host, private networks,
 * carrier-grade NAT, link-local (cloud metadata at 169.254.169.254), documentation and benchmarking ranges, multicast
 * and reserved space; in IPv6 also unique-local, site-local, and the ranges that carry an IPv4 address inside them
 * (mapped, NAT64, 6to4, Teredo), which a push service has no need of.
 */
const NOT_PUBLIC_V4 = new BlockList();
// Apart: a BlockList matches an IPv4 address against IPv6 rules as its mapped form (::ffff:0:0/96 would take them all).
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet. Anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** A push endpoint the server must not send to; the message names the host only (the path is the subscription's secret). */
export class PushEndpointRefused extends Error {
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(`push endpoint on ${host} refused: ${reason}`);
    this.name = 'PushEndpointRefused';
  }
}

export interface CheckedPushEndpoint {
  readonly url: URL;
  /** Every address the name resolved to, all public: connect to one of these, not to a fresh look-up. */
  readonly addresses: readonly string[];
}

/**
 * The check a push sender makes right before it sends (issue 22): the endpoint passes the rule it was stored under
 * (https, port 443, a public-looking name: domain/profiles/push-subscription.ts), and every address its name resolves
 * to now is public. A name that passed when the member subscribed can point inside later (or resolve to a private
 * address from the start, `127.0.0.1.nip.io`), so the stored check is not enough. The sender pins the connection to
 * the returned addresses (e.g. a `lookup` on its HTTPS agent answering with them), so a second, different answer
 * between this check and the connection (DNS rebinding) cannot redirect the push.
 * Throws PushEndpointRefused when the endpoint may not be sent to, also when the name does not resolve.
 */
export async function assertPublicPushEndpoint(endpoint: string, resolve: ResolveHost = resolveWithDns): Promise<CheckedPushEndpoint> {
  const problem = pushEndpointProblem(endpoint);
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    // pushEndpointProblem has said so.
  }
  const host = url?.hostname ?? '(no host)';
  if (problem || !url) throw new PushEndpointRefused(host, problem ?? 'invalid_url');
  let addresses: readonly string[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    throw new PushEndpointRefused(host, 'unresolvable');
  }
  if (addresses.length === 0) throw new PushEndpointRefused(host, 'unresolvable');
  const inside = addresses.find((address) => !isPublicAddress(address));
  if (inside !== undefined) throw new PushEndpointRefused(host, `resolves to ${inside}, not a public address`);
  return { url, addresses };
}
