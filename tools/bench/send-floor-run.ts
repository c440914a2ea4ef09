import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPEN_SEND, STORE_SEND } from '../../adapters/postgres/postgres-message-sends';
import { BenchFailure, type BenchDatabase } from './common';

/**
 * One send of `POST /api/messages.php` as the bff sends it (issue 26; the statements of bff/round-trips.test.ts):
 * the session, the idempotency claim, then in one transaction the sender locked with what the send decides on, the
 * write (the adapter's own SQL, PostgresMessageSends) and the recipient's notice in the outbox (PostgresOutbox, decision
 * 0055), then the idempotency answer. pgbench turns each `:name`
 * into a parameter (`-M extended`), as knex does; the ones fixed for every send come with `-D` below.
 */
const SEND_SCRIPT = String.raw`
\set i random(0, :half - 1)
select sender, conversation, recipient, digest from bench_senders where i = :i \gset
select "sessions"."member_id", "sessions"."expires_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" where "sessions"."token_digest" = :digest and "sessions"."expires_at" > now() and not "members"."status" = 'deleted';
insert into idempotency_keys (member_id, key, fingerprint, created_at) values (:sender, md5(random()::text), 'f', now()) on conflict (member_id, key) do update set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at where idempotency_keys.created_at <= now() - interval '1 day' returning key \gset
begin;
${OPEN_SEND.trim()};
${STORE_SEND.trim()};
insert into "outbox" ("created_at", "kind", "next_attempt_at", "payload") values (now(), 'notice', now(), jsonb_build_object('kind', 'notice', 'notice', jsonb_build_object('kind', 'message', 'recipientId', cast(:recipient as bigint), 'senderId', cast(:sender as bigint), 'conversationId', cast(:conversation as bigint), 'messageId', 0, 'first', false)));
commit;
update "idempotency_keys" set "status" = 201, "body" = '{}' where "member_id" = :sender and "key" = :key;
`;
/** A text message of a premium member paid in credits, delivered (not held), as bench:live sends. */
const FIXED = { unlimited: 'true', startLimit: '0', amount: '1', free: '0', charged: 'true', reason: 'message', at: 'now', body: 'floor', held: 'false' };
/** Session, claim, the locked read, the write, her notice, the answer; BEGIN and COMMIT are two more round trips. */
export const STATEMENTS_PER_SEND = 6;

export interface FloorResult {
  readonly sends: number;
  readonly perSecond: number;
  /** Milliseconds from each send's scheduled start (pgbench -R), sorted. */
  readonly latencies: readonly number[];
}

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

/**
 * Runs the sends on a database seeded by `seedPairedMembers` (the one a bench:live run used is fine: only what this
 * run stores is checked). Fails when pgbench reports an error or a send did not store its message and ledger row.
 */
export async function runSendFloor(database: BenchDatabase, memberCount: number, options: { rate: number; seconds: number; clients: number }): Promise<FloorResult> {
  const knex = database.knex;
  const half = memberCount / 2;
  // Who sends in the i-th pair, to whom, in which conversation, and her session's digest (pgbench reads one row per send).
  await knex.raw('drop table if exists bench_senders');
  await knex.raw('create table bench_senders (i int primary key, sender bigint, recipient bigint, conversation bigint, digest text)');
  await knex.raw(
    `insert into bench_senders select row_number() over (order by c.id) - 1, c.member_low, c.member_high, c.id,
       (select token_digest from sessions s where s.member_id = c.member_low limit 1) from conversations c`,
  );
  await knex.raw('analyze');
  const countRows = async () => {
    const stored = (await knex('messages').where('body', FIXED.body).count({ rows: '*' }).first()) as { rows: string };
    const debits = (await knex('credit_ledger').where('reason', 'message').count({ rows: '*' }).first()) as { rows: string };
    return { messages: Number(stored.rows), debits: Number(debits.rows) };
  };
  const before = await countRows();

  const work = await mkdtemp(path.join(tmpdir(), 'hartslag-send-floor-'));
  try {
    const script = path.join(work, 'send.sql');
    await writeFile(script, SEND_SCRIPT);
    const url = new URL(database.url);
    const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres', '-n', '-M', 'extended'];
    args.push('-f', script, '-D', `half=${half}`, ...Object.entries(FIXED).flatMap(([name, value]) => ['-D', `${name}=${value}`]));
    args.push('-c', String(options.clients), '-j', '2', '-R', String(options.rate), '-T', String(options.seconds), '--log', `--log-prefix=${path.join(work, 'send')}`);
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
    const after = await countRows();
    const stored = after.messages - before.messages;
    const debits = after.debits - before.debits;
    if (latencies.length === 0 || stored !== latencies.length || debits !== latencies.length) {
      throw new BenchFailure(`${latencies.length} sends logged, ${stored} messages and ${debits} ledger rows stored`);
    }
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
    return { sends: latencies.length, perSecond: tps, latencies: latencies.sort((a, b) => a - b) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
