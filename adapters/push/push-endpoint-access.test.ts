import { describe, expect, it } from 'vitest';
import { memberId } from '../../domain/shared/ids';
import { startTestPushService, TEST_PUSH_HOST } from '../../test/support/push-service';
import { pinnedLookup, publicPushEndpoints } from './push-endpoint-access';
import { PushEndpointRefused } from './public-push-endpoint';
import { WebPushTransport } from './web-push-transport';
import webPush from 'web-push';

const lookupOf = (addresses: readonly string[], all: boolean) =>
  new Promise<unknown>((resolve, reject) =>
    (pinnedLookup(addresses) as unknown as (host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => void)('anything.example', { all }, (error, ...rest) =>
      error ? reject(error as Error) : resolve(rest),
    ),
  );

describe('reaching a push endpoint', () => {
  it('connects only to the addresses the check saw, whatever the name resolves to later', async () => {
    expect(await lookupOf(['142.250.179.170', '2a00:1450:400e:80f::200a'], true)).toEqual([
      [
        { address: '142.250.179.170', family: 4 },
        { address: '2a00:1450:400e:80f::200a', family: 6 },
      ],
    ]);
    expect(await lookupOf(['142.250.179.170'], false)).toEqual(['142.250.179.170', 4]);
  });

  it('refuses, in production, a public-looking name that resolves to loopback: nothing is sent', async () => {
    const service = await startTestPushService();
    try {
      const subscription = service.subscribe();
      const transport = new WebPushTransport({
        keys: webPush.generateVAPIDKeys(),
        subject: 'mailto:no-reply@hartslag.example',
        access: publicPushEndpoints(async (host) => (host === TEST_PUSH_HOST ? ['127.0.0.1'] : [])),
      });
      const push = {
        memberId: memberId(1),
        subscription: { endpoint: subscription.endpoint, ...subscription.keys },
        payload: { title: 't', body: 'b', url: '/chats/1', tag: 'chat-1', badge: 1 },
        options: { ttlSeconds: 60, urgency: 'high', topic: 'chat-1' },
      } as const;
      await expect(transport.send(push, 'outbox-1')).rejects.toThrow(PushEndpointRefused);
      expect(service.received).toEqual([]);

      // The same push through the test's access arrives: the refusal above was the check's, not the push's.
      const allowed = new WebPushTransport({ keys: webPush.generateVAPIDKeys(), subject: 'mailto:no-reply@hartslag.example', access: service.access });
      expect(await allowed.send(push, 'outbox-1')).toBe('delivered');
      expect(service.received).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});
