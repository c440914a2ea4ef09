import { PostgresReminderCandidates } from '../../adapters/postgres/postgres-reminders';
import { photoReminder, timeBonusReminder } from '../../domain/notifications/reminders-once';
import { DEFAULT_UNREAD_REMINDER_TIMING, unreadWindow } from '../../domain/notifications/reminders-unread';
import { slotWindow } from '../../domain/notifications/weekly-update';
import { memberId } from '../../domain/shared/ids';
import { seconds } from '../../domain/shared/quantities';
import { createBenchDatabase, knob } from './common';

/**
 * The reminder jobs' questions at scale (decision 0059): MEMBERS members (default 1,000,000) signed up over a year, a
 * tenth of them with an unread conversation, a like each, three profile views each; then each job's page query (200
 * candidates) timed five times, and the plan of one member's weekly summary printed. `node --import tsx tools/bench/reminder-queries.ts` on the PostgreSQL of BENCH_DATABASE_URL.
 */
async function main(): Promise<void> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const members = knob('MEMBERS', 1_000_000);
  try {
    const db = await createBenchDatabase((step) => cleanups.push(step));
    const knex = db.knex;
    const now = new Date('2026-11-27T08:00:00Z');
    console.log(`PostgreSQL ${db.serverVersion}: seeding ${members} members…`);
    const seeded = Date.now();
    await knex.raw(
      `insert into members (id, email, password_hash, status, signup_date, language)
       select i, 'm' || i || '@bench.example', 'x', case when i % 20 = 0 then 'not_confirmed' else 'active' end,
              ?::timestamptz - (i * 31.5::numeric || ' seconds')::interval, 'nl'
       from generate_series(1, ?) i`,
      [now, members],
    );
    await knex.raw(`select setval('members_id_seq', ?)`, [members]);
    await knex.raw(
      `insert into profiles (member_id, name, gender, sexuality, birth_date, country, region, city, created_at)
       select id, 'Lid ' || id, case when id % 2 = 0 then 'female' else 'male' end, 'hetero', '1990-05-17', 'NL',
              (array['Utrecht','Noord-Holland','Zuid-Holland','Gelderland','Drenthe'])[1 + id % 5], 'Stad', signup_date
       from members`,
    );
    const chats = Math.floor(members / 10);
    await knex.raw(
      `insert into conversations (id, member_low, member_high, created_at, last_message_at)
       select i, i, i + 1, ?::timestamptz - interval '10 days', ?::timestamptz - (i % 200 || ' hours')::interval from generate_series(1, ? * 10, 10) i`,
      [now, now, chats],
    );
    await knex.raw(
      `insert into conversation_members (conversation_id, member_id, unread_count)
       select id, member_low, 0 from conversations union all select id, member_high, 1 + id % 3 from conversations`,
    );
    await knex.raw(
      `insert into messages (conversation_id, sender_id, body, sent_at)
       select c.id, c.member_low, 'Hoi', c.last_message_at - (n || ' hours')::interval from conversations c, generate_series(0, 2) n`,
    );
    await knex.raw(
      `insert into likes (liker_id, liked_id, via, created_at)
       select id, case when id = ? then 1 else id + 1 end, 'profile', ?::timestamptz - (id % 300 || ' hours')::interval from members`,
      [members, now],
    );
    // Three visitors a member, their views spread over the last 20 days (the weekly update counts a week's).
    await knex.raw(
      `insert into profile_views (viewed_id, viewer_id, viewed_at)
       select m.id, 1 + (m.id + k * 7919) % ?, ?::timestamptz - ((m.id * k) % 480 || ' hours')::interval
       from members m, generate_series(1, 3) k where 1 + (m.id + k * 7919) % ? <> m.id
       on conflict do nothing`,
      [members, now, members],
    );
    await knex.raw('analyze');
    console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    const candidates = new PostgresReminderCandidates(knex);
    const cases: [string, () => Promise<unknown[]>][] = [
      ['unread reminders', () => candidates.unreadWaiting(unreadWindow(now, DEFAULT_UNREAD_REMINDER_TIMING), null, 200)],
      ['weekly updates', () => candidates.weeklyDue(slotWindow(now, seconds(21_600)), now, null, 200)],
      ['time-bonus promotion', () => candidates.signedUpBetween('time_bonus', new Date(now.getTime() - timeBonusReminder.signedUpAgo.from), new Date(now.getTime() - timeBonusReminder.signedUpAgo.to), null, 200)],
      ['photo reminder', () => candidates.signedUpBetween('profile_photo', new Date(now.getTime() - photoReminder.signedUpAgo.from), new Date(now.getTime() - photoReminder.signedUpAgo.to), null, 200)],
      ['weekly summary of one member', async () => [await candidates.summary(memberId(1000), { gender: 'male', country: 'NL', region: 'Utrecht' }, { from: new Date(now.getTime() - 7 * 86_400_000), to: now })]],
    ];
    // The plan of the weekly summary (one statement per member due): every subquery on an index.
    let summarySql: { sql: string; bindings: readonly unknown[] } | undefined;
    const capture = (query: { sql: string; bindings?: readonly unknown[] }) => {
      // The event carries PostgreSQL's numbered parameters ($1, $2, … in order): back to knex's placeholders.
      summarySql = { sql: query.sql.replace(/\$\d+/g, '?'), bindings: query.bindings ?? [] };
    };
    knex.on('query', capture);
    await candidates.summary(memberId(1000), { gender: 'male', country: 'NL', region: 'Utrecht' }, { from: new Date(now.getTime() - 7 * 86_400_000), to: now });
    knex.off('query', capture);
    if (summarySql) {
      const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain (analyze, costs off) ${summarySql.sql}`, summarySql.bindings as never);
      console.log(`weekly summary plan:\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
    }
    for (const [name, run] of cases) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        found = (await run()).length;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(`${name}: ${found} rows, median ${times[2]!.toFixed(1)} ms, worst ${times[4]!.toFixed(1)} ms`);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
