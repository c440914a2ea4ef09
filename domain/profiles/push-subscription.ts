import type { PushSubscriptionState } from './settings-ports';

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export interface PushSubscriptionProblem {
  readonly field: 'subscription' | 'subscription.endpoint' | 'subscription.keys.p256dh' | 'subscription.keys.auth';
  readonly reason: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[.*\])$/;

/**
 * The server will later send to the endpoint, so only a push service on the public web is accepted: https, a host
 * name with a dot (no IP address, no localhost), no credentials, no custom port.
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
  if (!url.hostname.includes('.') || IP_LITERAL.test(url.hostname) || url.hostname.endsWith('.localhost')) return 'invalid_host';
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
