import type { PushSubscriptionState } from './settings-ports';

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export interface PushSubscriptionProblem {
  readonly field: 'subscription' | 'subscription.endpoint' | 'subscription.keys.p256dh' | 'subscription.keys.auth';
  readonly reason: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[.*\])$/;
/** A label of a host name as DNS has it: letters, digits and inner hyphens (the URL parser has lower-cased it). */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Names that never lead to the public web: the special-use names (RFC 6761: localhost, test, example, invalid; RFC
 * 6762: local, the mDNS and Kubernetes `cluster.local`; RFC 8375: home.arpa; RFC 7686: onion; RFC 9476: alt), the
 * reverse-lookup tree (arpa) and the private names networks use (internal, intranet, lan, home, corp, private,
 * localdomain).
 */
export const PRIVATE_NAME_SUFFIXES = [
  'localhost', 'localdomain', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'arpa', 'test', 'example', 'invalid', 'onion', 'alt',
] as const;

/**
 * The server will later send to the endpoint, so only a push service on the public web is accepted: https on its own
 * port (443), a host name of two or more proper labels that is no special-use or private name, no IP address, no
 * trailing dot, no credentials. What the name resolves to is checked again at send time
 * (adapters/push/public-push-endpoint.ts): a public-looking name can still point inside.
 */
export function pushEndpointProblem(endpoint: string): string | undefined {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return 'too_long';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid_url';
  }
  if (url.protocol !== 'https:') return 'https_required';
  if (url.username || url.password || url.port) return 'invalid_url';
  return pushHostProblem(url.hostname);
}

/** Why a host name (as the URL parser gives it: lower case, punycode) is no public push service's, if it is not. */
export function pushHostProblem(hostname: string): string | undefined {
  if (IP_LITERAL.test(hostname)) return 'invalid_host';
  // A trailing dot (`foo.localhost.`) or an empty label would slip past the suffix test below.
  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'invalid_host';
  // A numeric last label is an address in disguise, never a top-level domain.
  if (/^\d+$/.test(labels[labels.length - 1]!)) return 'invalid_host';
  if (PRIVATE_NAME_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`))) return 'invalid_host';
  return undefined;
}

/** What is wrong with a subscription the browser handed over, if anything. */
export function pushSubscriptionProblem(subscription: PushSubscriptionState): PushSubscriptionProblem | undefined {
  if (subscription.state === 'denied') return undefined;
  const endpoint = pushEndpointProblem(subscription.endpoint);
  if (endpoint) return { field: 'subscription.endpoint', reason: endpoint };
  // p256dh is an uncompressed P-256 point (65 bytes, 87 characters base64url); auth is 16 bytes (22 characters).
  if (!BASE64URL.test(subscription.p256dh) || subscription.p256dh.length > 128) return { field: 'subscription.keys.p256dh', reason: 'invalid' };
  if (!BASE64URL.test(subscription.auth) || subscription.auth.length > 64) return { field: 'subscription.keys.auth', reason: 'invalid' };
  return undefined;
}
