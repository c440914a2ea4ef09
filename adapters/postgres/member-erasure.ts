import type { Knex } from 'knex';
import type { ErasureCounts } from '../../domain/operators/members/member-records';
import { erasedEmail } from '../../domain/operators/members/member-records';
import type { MemberId } from '../../domain/shared/ids';

/**
 * Her personal data erased for good, the account row left as a tombstone (decisions 0079 and 0084): run on one
 * transaction by support's GDPR erasure and by the purge of an account deleted more than 14 days ago, so both keep
 * the same books. Kept: the member row (id, credits, status deleted, erased_at), her credit ledger, payments,
 * refunds, debts and discount redemptions — bookkeeping must keep them seven years, and they name nobody any more.
 * Gone: everything else that is hers or names her.
 */
export async function eraseMember(db: Knex, member: MemberId, at: Date): Promise<ErasureCounts> {
  const photos = (await db('photos').where('member_id', member).delete().returning('id')).length;
  // Her conversations stay for the other member, with the other member's messages; hers go, and nothing is left unread.
  const messages = (await db('messages').where('sender_id', member).delete().returning('id')).length;
  await db('conversation_members')
    .whereIn('conversation_id', db('conversation_members').where('member_id', member).select('conversation_id'))
    .update({ unread_count: 0 });
  await db('likes').where('liker_id', member).orWhere('liked_id', member).delete();
  await db('swipe_passes').where('member_id', member).orWhere('passed_id', member).delete();
  await db('swipe_days').where('member_id', member).delete();
  await db('profile_views').where('viewer_id', member).orWhere('viewed_id', member).delete();
  await db('blocks').where('blocker_id', member).orWhere('blocked_id', member).delete();
  for (const table of ['sessions', 'account_links', 'member_tracking', 'push_subscriptions', 'sent_reminders', 'idempotency_keys', 'member_suspensions', 'sms_codes']) {
    await db(table).where('member_id', member).delete();
  }
  // A direct debit's mandate stays beside its payment (the books), without the account holder, her IBAN, address or phone.
  await db('direct_debit_mandates').where('member_id', member).update({ account_holder: '', iban: '', street: '', house_number: '', postcode: '', city: '', mobile: '' });
  // Reports and complaints stay for the trust-and-safety record; her own words in them go.
  await db('reports').where('reporter_id', member).update({ text: '' });
  await db('complaints').where('member_id', member).update({ email: erasedEmail(member), description: '' });
  await db('profiles').where('member_id', member).update({
    name: '',
    country: '',
    region: '',
    city: '',
    reason: '',
    hair_colour: '',
    eye_colour: '',
    body_type: '',
    relationship_status: '',
    tattoos: '',
    interests: '[]',
    about: '',
    status: 'disabled',
    main_image: null,
    main_image_thumb: null,
    birth_date: '1900-01-01',
  });
  // The tombstone: no address, no password anyone can match, never purged again (deleted_at null), so the ledger and
  // payments that hang from it stay for the books.
  await db('members').where('id', member).update({
    email: erasedEmail(member),
    password_hash: '!erased',
    status: 'deleted',
    deleted_at: null,
    deletion_reason: null,
    status_before_deletion: null,
    notifications_disabled: '[]',
    invisible: true,
    erased_at: at,
  });
  return { messages, photos };
}
