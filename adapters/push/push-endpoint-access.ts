import { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { assertPublicPushEndpoint, resolveWithDns, type ResolveHost } from './public-push-endpoint';

/** How the sender reaches a push endpoint: checked first, then a connection that can only go where the check allowed. */
export interface PushEndpointAccess {
  /** Throws PushEndpointRefused when the endpoint may not be sent to. */
  open(endpoint: string): Promise<{ readonly agent: Agent }>;
}

/** A lookup that answers with the addresses already checked, whatever DNS says now (no rebinding in between). */
export function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  }) as LookupFunction;
}

/**
 * Production: only push services on the public internet (adapters/push/public-push-endpoint.ts, issue 22), each push on
 * a fresh connection pinned to the addresses the check saw.
 */
export function publicPushEndpoints(resolve: ResolveHost = resolveWithDns): PushEndpointAccess {
  return {
    async open(endpoint) {
      const checked = await assertPublicPushEndpoint(endpoint, resolve);
      return { agent: new Agent({ lookup: pinnedLookup(checked.addresses), keepAlive: false }) };
    },
  };
}
