import type { Knex } from 'knex';
import type { DetailsChange, Location, ProfileSettings, PushSubscriptionState } from '../../domain/profiles/settings-ports';
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
    const row =
      subscription.state === 'subscribed'
        ? { state: 'subscribed', endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth }
        : { state: 'denied', endpoint: null, p256dh: null, auth: null };
    await this.db('push_subscriptions')
      .insert({ member_id: memberId, ...row, updated_at: at })
      .onConflict('member_id')
      .merge();
  }

  async removePushSubscription(memberId: MemberId, endpoint: string): Promise<boolean> {
    const removed = (await this.db('push_subscriptions').where({ member_id: memberId, state: 'subscribed', endpoint }).delete().returning('member_id')) as unknown[];
    return removed.length > 0;
  }

  async pushSubscriptionOf(memberId: MemberId): Promise<PushSubscriptionState | undefined> {
    const row = (await this.db('push_subscriptions').where('member_id', memberId).first('state', 'endpoint', 'p256dh', 'auth')) as PushRow | undefined;
    if (!row) return undefined;
    if (row.state === 'denied') return { state: 'denied' };
    return { state: 'subscribed', endpoint: row.endpoint ?? '', p256dh: row.p256dh ?? '', auth: row.auth ?? '' };
  }
}
