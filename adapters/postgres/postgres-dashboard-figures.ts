import type { Knex } from 'knex';
import type { DashboardFigure, DashboardFigures, DayCount } from '../../domain/operators/dashboard/dashboard';

type Row = { day: string | Date; value: string | number };

const dayText = (day: string | Date): string => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));

/**
 * The dashboard's figures as SQL aggregates over the real tables (decision 0078), one statement per figure, each
 * reading a range of its own index (migration 0034): members by signup_date and by activated_at, completed payments
 * by paid_at, messages by sent_at (the sender's domain), reports by created_at. Days are UTC days.
 */
export class PostgresDashboardFigures implements DashboardFigures {
  constructor(private readonly db: Knex) {}

  async countPerDay(query: { start: Date; end: Date; domain?: string }): Promise<readonly DayCount[]> {
    const { start, end, domain } = query;
    const d = domain ?? null;
    const per = async (figure: DashboardFigure, sql: string): Promise<DayCount[]> => {
      const result = (await this.db.raw(sql, { start, end, domain: d })) as { rows: Row[] };
      return result.rows.map((row) => ({ day: dayText(row.day), figure, value: Number(row.value) }));
    };
    const day = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const inDomain = (column: string) => (d === null ? 'true' : `${column} = cast(:domain as text)`);
    const all = await Promise.all([
      per('signups', `select ${day('signup_date')} as day, count(*) as value from members
        where signup_date >= :start and signup_date < :end and ${inDomain('domain')} group by 1`),
      per('activations', `select ${day('activated_at')} as day, count(*) as value from members
        where activated_at >= :start and activated_at < :end and ${inDomain('domain')} group by 1`),
      // A first purchase: a completed payment of a member with no completed payment before it, on any domain.
      per('first_purchases', `select ${day('p.paid_at')} as day, count(*) as value from payments p
        where p.status = 'completed' and p.paid_at >= :start and p.paid_at < :end and p.member_id is not null and ${inDomain('p.domain')}
          and not exists (select 1 from payments q where q.member_id = p.member_id and q.status = 'completed' and (q.paid_at, q.id) < (p.paid_at, p.id))
        group by 1`),
      // Revenue: what completed payments in euros took, before any refund, in cents.
      per('revenue_cents', `select ${day('paid_at')} as day, sum(amount_cents) as value from payments
        where status = 'completed' and currency = 'EUR' and paid_at >= :start and paid_at < :end and ${inDomain('domain')} group by 1`),
      per('messages', `select ${day('m.sent_at')} as day, count(*) as value from messages m
        ${d === null ? '' : 'join members s on s.id = m.sender_id'}
        where m.sent_at >= :start and m.sent_at < :end ${d === null ? '' : 'and s.domain = cast(:domain as text)'} group by 1`),
      per('reports', `select ${day('created_at')} as day, count(*) as value from reports
        where created_at >= :start and created_at < :end and ${inDomain('domain')} group by 1`),
    ]);
    return all.flat();
  }

  async domains(): Promise<readonly string[]> {
    // The configured domains (the settings table, small), and those members signed up on: a skip scan of the index
    // members_domain, one probe per domain, not a read of every member.
    const result = (await this.db.raw(`
      with recursive seen as (
        select min(domain) as domain from members where domain is not null
        union all
        select (select min(domain) from members where domain > seen.domain) from seen where seen.domain is not null
      )
      select domain from settings union select domain from seen where domain is not null order by 1`)) as { rows: { domain: string }[] };
    return result.rows.map((row) => row.domain);
  }
}
