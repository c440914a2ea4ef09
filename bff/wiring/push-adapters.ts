import { ContainerModule } from 'inversify';
import { publicPushEndpoints } from '../../adapters/push/push-endpoint-access';
import type { VapidKeys } from '../../adapters/push/vapid-keys';
import { WebPushTransport } from '../../adapters/push/web-push-transport';
import type { ConversationViews } from '../../domain/notifications/conversation-views';
import { FanOutNotice } from '../../domain/notifications/fan-out-notice';
import { ReadNotice } from '../../domain/notifications/read-notice';
import { PORTS as P } from './tokens';

/**
 * Decision 0055, production: notices read through the PostgreSQL ports, fanned out in a transaction, pushed with web
 * push to public push services only. Tests rebind `pushEndpointAccess` to the loopback push service.
 */
export function pushAdapters(r: { readonly keys: VapidKeys; readonly subject: string; readonly views: ConversationViews }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(P.conversationViews).toConstantValue(r.views);
    bind(P.pushEndpointAccess).toConstantValue(publicPushEndpoints());
    bind(P.pushTransport).toResolvedValue((access) => new WebPushTransport({ keys: r.keys, subject: r.subject, access }), [P.pushEndpointAccess]);
    bind(P.noticeReader).toResolvedValue(
      (members, blocks, conversations, likes, badgeCounts, profileSettings) => new ReadNotice({ members, blocks, conversations, likes, badgeCounts, profileSettings }),
      [P.members, P.blocks, P.conversations, P.likes, P.badgeCounts, P.profileSettings],
    );
    bind(P.fanOutNotice).toResolvedValue(
      (reader, views, transactions, clock, noticeMails) => new FanOutNotice({ reader, views, transactions, clock, mail: noticeMails.mailFor }),
      [P.noticeReader, P.conversationViews, P.transactions, P.clock, P.noticeMails],
    );
  });
}
