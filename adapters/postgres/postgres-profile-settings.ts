import type { Knex } from 'knex';
import { MAX_PUSH_DEVICES, type DetailsChange, type Location, type ProfileSettings, type PushSubscriptionState } from '../../domain/profiles/settings-ports';
import type { MemberId } from '../../domain/shared/ids';

const DETAIL_COLUMNS = ['name', 'reason', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'about'] as const;

interface PushRow {
  state: 'subscribed' | 'denied';
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

/** Language on members; location and details on profiles; push subscriptions in their own table. */
export class PostgresProfileSettings implements ProfileSettings {
  constructor(private readonly db: Knex) {}

  async setLanguage(memberId: MemberId, language: string): Promise<void> {
    await this.db('members').where('id', memberId).update({ language });
  }

  async setLocation(memberId: MemberId, location: Location): Promise<void> {
    await this.db('profiles').where('member_id', memberId).update({ country: location.country, region: location.region, city: location.city });
  }

  async setDetails(memberId: MemberId, change: DetailsChange): Promise<void> {
    const columns: Record<string, string> = {};
    for (const column of DETAIL_COLUMNS) {
      const value = change[column];
      if (value !== undefined) columns[column] = value;
    }
    if (change.interests !== undefined) columns.interests = JSON.stringify(change.interests);
    if (Object.keys(columns).length === 0) return;
    await this.db('profiles').where('member_id', memberId).update(columns);
  }

  async savePushSubscription(memberId: MemberId, subscription: PushSubscriptionState, at: Date): Promise<void> {
    // A save draws a new id (excluded.id): the newest choice is the highest id (migration 0025).
    if (subscription.state === 'denied') {
      await this.db('push_subscriptions')
        .insert({ member_id: memberId, state: 'denied', endpoint: null, p256dh: null, auth: null, updated_at: at })
        .onConflict(this.db.raw(`(member_id) where state = 'denied'`))
        .merge({ updated_at: at, id: this.db.raw('excluded.id') });
      return;
    }
    await this.db.transaction(async (trx) => {
      await trx('push_subscriptions')
        .insert({ member_id: memberId, state: 'subscribed', endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth, updated_at: at })
        .onConflict(trx.raw('(endpoint) where endpoint is not null'))
        .merge({ member_id: memberId, p256dh: subscription.p256dh, auth: subscription.auth, updated_at: at, id: trx.raw('excluded.id') });
      await trx('push_subscriptions')
        .where({ member_id: memberId, state: 'subscribed' })
        .whereNotIn('id', trx('push_subscriptions').where({ member_id: memberId, state: 'subscribed' }).orderBy('id', 'desc').limit(MAX_PUSH_DEVICES).select('id'))
        .delete();
    });
  }

  async removePushSubscription(memberId: MemberId, endpoint: string): Promise<boolean> {
    const removed = (await this.db('push_subscriptions').where({ member_id: memberId, state: 'subscribed', endpoint }).delete().returning('member_id')) as unknown[];
    return removed.length > 0;
  }

  async pushSubscriptionOf(memberId: MemberId): Promise<PushSubscriptionState | undefined> {
    const row = (await this.db('push_subscriptions').where('member_id', memberId).orderBy('id', 'desc').first('state', 'endpoint', 'p256dh', 'auth')) as PushRow | undefined;
    if (!row) return undefined;
    if (row.state === 'denied') return { state: 'denied' };
    return subscribedOf(row);
  }

  async pushSubscriptionsOf(memberId: MemberId): Promise<SubscribedState[]> {
    const rows = (await this.db('push_subscriptions').where({ member_id: memberId, state: 'subscribed' }).orderBy('id', 'desc').select('state', 'endpoint', 'p256dh', 'auth')) as PushRow[];
    return rows.map(subscribedOf);
  }
}

type SubscribedState = Extract<PushSubscriptionState, { state: 'subscribed' }>;

const subscribedOf = (row: PushRow): SubscribedState => ({ state: 'subscribed', endpoint: row.endpoint ?? '', p256dh: row.p256dh ?? '', auth: row.auth ?? '' });
