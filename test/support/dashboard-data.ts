import type { Knex } from 'knex';
import { givenMember } from './members';

let sequence = 0;

/**
 * One day of a domain's activity in the real tables, for the dashboard's tests (decision 0078): two members signed up
 * on that day on the domain, one of whom confirmed and bought twice (one first purchase, two payments of € 9,95),
 * three messages sent by them, and one report. Returns what the dashboard must count for that day.
 */
export async function givenDayOfActivity(knex: Knex, domain: string, day: string) {
  const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const anna = await givenMember(knex);
  const bram = await givenMember(knex, { status: 'not_confirmed' });
  await knex('members').where('id', anna.id).update({ domain, signup_date: at(8), activated_at: at(9) });
  await knex('members').where('id', bram.id).update({ domain, signup_date: at(10) });
  for (const [hour, suffix] of [[11, 'a'], [12, 'b']] as const) {
    sequence += 1;
    await knex('payments').insert({
      payment_id: `dash-${Date.now()}-${sequence}-${suffix}`,
      member_id: anna.id,
      domain,
      bundle_id: 2,
      credits: 120,
      list_amount_cents: 995,
      amount_cents: 995,
      currency: 'EUR',
      method: 'ideal',
      status: 'completed',
      provider: 'sandbox',
      consent_at: at(hour),
      created_at: at(hour),
      updated_at: at(hour),
      paid_at: at(hour),
    });
  }
  const [low, high] = [Math.min(anna.id, bram.id), Math.max(anna.id, bram.id)];
  const [conversation] = (await knex('conversations').insert({ member_low: low, member_high: high, created_at: at(13) }).returning('id')) as { id: number }[];
  for (const minute of [1, 2, 3]) {
    await knex('messages').insert({ conversation_id: conversation!.id, sender_id: minute === 2 ? bram.id : anna.id, body: `Hallo ${minute}`, sent_at: new Date(at(13).getTime() + minute * 60_000) });
  }
  sequence += 1;
  await knex('reports').insert({ reference: `DASH-${Date.now()}-${sequence}`, reporter_id: anna.id, reported_id: bram.id, reason: 'spam', text: 'Stuurt reclame', domain, created_at: at(14) });
  return { members: [anna, bram], figures: { signups: 2, activations: 1, first_purchases: 1, revenue_cents: 1990, messages: 3, reports: 1 } };
}
