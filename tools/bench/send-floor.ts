import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BenchFailure, createBenchDatabase, knob, printMachine, printTable, runBenchmark, seedPairedMembers, smoke } from './common';

/**
 * The database's floor under issue 11's live-chat goal (`npm run bench:send-floor`): PostgreSQL alone, driven by
 * pgbench, runs the statements of one send of `POST /api/messages.php` — the same 15, in the same order and the same
 * transaction, as the bff sends them (logged with `log_statement = all`, 26 Nov 2026) — at BENCH_RATE sends a second
 * (500; smoke 20) for BENCH_DURATION_SECONDS (30; smoke 1) over BENCH_CLIENTS connections (20: the two instances'
 * pools). No Node, no HTTP, no Redis, no sockets: whatever p99 this gives, the whole send cannot beat it on this
 * machine. Fails when pgbench reports an error or a send did not store its message and its ledger row.
 */
const memberCount = knob('BENCH_LIVE_MEMBERS', smoke ? 40 : 2000, { min: 4, max: 10_000 }) & ~1;
const rate = knob('BENCH_RATE', smoke ? 20 : 500, { max: 5000 });
const seconds = knob('BENCH_DURATION_SECONDS', smoke ? 1 : 30, { max: 120 });
const clients = knob('BENCH_CLIENTS', smoke ? 2 : 20, { max: 200 });

/** One send, as the bff sends it: before the transaction the session, the idempotency claim, the conversation and blocks; then the send; the idempotency answer after. */
const SEND_SCRIPT = String.raw`
\set i random(0, :half - 1)
select sender, conversation, recipient, digest from bench_senders where i = :i \gset
select "sessions"."member_id", "sessions"."expires_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" where "sessions"."token_digest" = :digest and "sessions"."expires_at" > now() and not "members"."status" = 'deleted';
insert into idempotency_keys (member_id, key, fingerprint, created_at) values (:sender, md5(random()::text), 'f', now()) on conflict (member_id, key) do update set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at where idempotency_keys.created_at <= now() - interval '1 day' returning key \gset
select "conversations".* from "conversations" inner join "conversation_members" as "cm" on "cm"."conversation_id" = "conversations"."id" where "conversations"."id" = :conversation and "cm"."member_id" = :sender;
select "blocker_id" from "blocks" where ("blocker_id" = :sender and "blocked_id" = :recipient or ("blocker_id" = :recipient and "blocked_id" = :sender)) limit 1;
begin;
select "members".* from "members" where "members"."id" = :sender for update;
select "conversations".* from "conversations" inner join "conversation_members" as "cm" on "cm"."conversation_id" = "conversations"."id" where "conversations"."id" = :conversation and "cm"."member_id" = :sender;
select "id" from "messages" where "conversation_id" = :conversation limit 1;
select "members".* from "members" where "members"."id" = :recipient;
update "members" set "credits" = credits + -1 where "id" = :sender and credits + -1 >= 0 returning "credits";
insert into "credit_ledger" ("amount", "created_at", "member_id", "reason", "reference") values (-1, now(), :sender, 'message', null) returning "id";
insert into "messages" ("attachment", "body", "conversation_id", "held", "sender_id", "sent_at") values (null, 'floor', :conversation, false, :sender, now()) returning "id";
update "conversations" set "last_message_at" = now() where "conversations"."id" = :conversation;
update "conversation_members" set "unread_count" = "unread_count" + 1 where "conversation_id" = :conversation and "member_id" = :recipient;
commit;
update "idempotency_keys" set "status" = 201, "body" = '{}' where "member_id" = :sender and "key" = :key;
`;
const STATEMENTS_PER_SEND = 15;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function pgbench(args: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

runBenchmark(async (onCleanup) => {
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members, each with a conversation with a partner…`);
  await seedPairedMembers(database.knex, memberCount, 100_000);
  const half = memberCount / 2;
  // Who sends in the i-th pair, to whom, in which conversation, and her session's digest (pgbench reads one row per send).
  await database.knex.raw('create table bench_senders (i int primary key, sender bigint, recipient bigint, conversation bigint, digest text)');
  await database.knex.raw(
    `insert into bench_senders select row_number() over (order by c.id) - 1, c.member_low, c.member_high, c.id,
       (select token_digest from sessions s where s.member_id = c.member_low limit 1) from conversations c`,
  );
  await database.knex.raw('analyze');

  const work = await mkdtemp(path.join(tmpdir(), 'hartslag-send-floor-'));
  onCleanup(() => rm(work, { recursive: true, force: true }));
  const script = path.join(work, 'send.sql');
  await writeFile(script, SEND_SCRIPT);
  const url = new URL(database.url);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres', '-n', '-M', 'extended'];
  args.push('-f', script, '-D', `half=${half}`, '-c', String(clients), '-j', '2', '-R', String(rate), '-T', String(seconds), '--log', `--log-prefix=${path.join(work, 'send')}`);
  console.log(`pgbench: ${rate} sends a second over ${clients} connections for ${seconds} s, ${STATEMENTS_PER_SEND} statements each…`);
  const { code, output } = await pgbench([...args, url.pathname.slice(1)]);
  if (code !== 0 || /error|abort/i.test(output)) throw new BenchFailure(`pgbench failed (${code}):\n${output}`);

  // The per-send log: client, transaction, latency in µs (from its scheduled start, as -R measures), …
  const latencies: number[] = [];
  for (const file of (await readdir(work)).filter((name) => name.startsWith('send'))) {
    if (file === 'send.sql') continue;
    for (const line of (await readFile(path.join(work, file), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  const stored = (await database.knex('messages').count({ rows: '*' }).first()) as { rows: string };
  const debits = (await database.knex('credit_ledger').where('reason', 'message').count({ rows: '*' }).first()) as { rows: string };
  if (latencies.length === 0 || Number(stored.rows) !== latencies.length || Number(debits.rows) !== latencies.length) {
    throw new BenchFailure(`${latencies.length} sends logged, ${stored.rows} messages and ${debits.rows} ledger rows stored`);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const tps = /tps = ([\d.]+)/.exec(output)?.[1] ?? '?';
  printMachine({
    postgres: database.serverVersion,
    load: `pgbench, ${rate}/s planned over ${clients} connections for ${seconds} s, ${STATEMENTS_PER_SEND} statements a send${smoke ? ' (smoke)' : ''}`,
  });
  printTable(
    ['sends', 'a second', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [[String(sorted.length), tps.replace(/\.\d+$/, ''), ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(1))]],
  );
});
