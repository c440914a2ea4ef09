import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { runSendFloor, STATEMENTS_PER_SEND } from './send-floor-run';
import { BenchFailure, createBenchDatabase, knob, printMachine, printTable, runBenchmark, seedPairedMembers, smoke, targetsStoppedOn, queriesDuring, verbose } from './common';
import { launch, type Target } from './target-process';

/**
 * Issue 11's scale: BENCH_LIVE_MEMBERS (2,000; smoke 40) members connected to /live over two bff instances on
 * PostgreSQL + Redis, half on each; every member writes to a partner on the other instance, BENCH_RATE messages a
 * second in all (500; smoke 20) for BENCH_DURATION_SECONDS (30; smoke 2), through the real POST /api/messages.php
 * (rate limits, the ledger, idempotency keys, the bus). Prints p50/p95/p99 from the start of the call to the moment the
 * partner's socket has the message, the heap per idle connected member on each instance, and fails on a message lost or
 * delivered twice, or on a ledger that does not match the balances. See tools/bench/README.md.
 */
const memberCount = knob('BENCH_LIVE_MEMBERS', smoke ? 40 : 2000, { min: 4, max: 10_000 }) & ~1;
const rate = knob('BENCH_RATE', smoke ? 20 : 500, { max: 5000 });
const seconds = knob('BENCH_DURATION_SECONDS', smoke ? 2 : 30, { max: 120 });
/** Sent first and checked like the rest, but not timed: connection pools, plans and the JIT warm up. */
const warmupSeconds = knob('BENCH_WARMUP_SECONDS', smoke ? 0 : 5, { min: 0, max: 60 });
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STARTING_CREDITS = 100_000;
const DRAIN_MS = 10_000;
/** At most this many sends in flight: past what the instances can answer, the schedule falls behind (reported). */
const IN_FLIGHT = knob('BENCH_IN_FLIGHT', 64, { max: 1000 });
/** The floor's connections: the two instances' pools, as bench:send-floor. */
const FLOOR_CLIENTS = knob('BENCH_CLIENTS', smoke ? 2 : 20, { max: 200 });

interface Member {
  readonly id: number;
  readonly cookie: string;
  readonly instance: Target;
  readonly conversation: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function connect(member: Member, onMessage: (event: { type: string; message?: { body: string; sender_id: number } }) => void): Promise<WebSocket> {
  const socket = new WebSocket(`${member.instance.url.replace(/^http/, 'ws')}/live`, { headers: { Cookie: member.cookie, Origin: member.instance.url } });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`/live refused member ${member.id} with ${res.statusCode}`)));
    socket.once('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: { body: string; sender_id: number } };
      if (event.type === 'ready') resolve(socket);
      else onMessage(event);
    });
  });
}

runBenchmark(async (onCleanup) => {
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members, each with a conversation with a partner…`);
  const { ids, cookies, conversations } = await seedPairedMembers(database.knex, memberCount, STARTING_CREDITS);
  const half = memberCount / 2;
  await database.knex.raw('analyze');

  const targets = targetsStoppedOn(onCleanup);
  const env = { BENCH_TARGET_DATABASE_URL: database.url, BENCH_TARGET_REDIS_URL: redisUrl, BENCH_TARGET_REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}` };
  const instances = [await launch('bff-1', './bff-target.ts', env, { execArgv: ['--expose-gc'] }), await launch('bff-2', './bff-target.ts', env, { execArgv: ['--expose-gc'] })];
  targets.push(...instances);
  const members: Member[] = ids.map((id, n) => ({ id, cookie: cookies[n]!, instance: instances[n < half ? 0 : 1]!, conversation: conversations[n % half]! }));

  // Each message's body is its number; the partner's socket notes when it arrives, and how often.
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const latencyOf: number[] = [];
  const warmupTotal = rate * warmupSeconds;
  const arrivals = new Map<number, number>();
  let misdelivered = 0;
  const heapBefore = await Promise.all(instances.map((instance) => instance.heapUsed()));
  const sockets: WebSocket[] = [];
  for (let start = 0; start < members.length; start += 100) {
    sockets.push(
      ...(await Promise.all(
        members.slice(start, start + 100).map((member) =>
          connect(member, (event) => {
            if (event.type !== 'message' || !event.message || event.message.sender_id === member.id) return;
            if (!event.message.body.startsWith('m')) return;
            const seq = Number(event.message.body.slice(1));
            if (members[seq % memberCount]!.id !== event.message.sender_id) misdelivered += 1;
            arrivals.set(seq, (arrivals.get(seq) ?? 0) + 1);
            if (arrivals.get(seq) === 1 && seq >= warmupTotal) latencies.push((latencyOf[seq] = performance.now() - sentAt[seq]!));
          }),
        ),
      )),
    );
  }
  onCleanup(() => sockets.forEach((socket) => socket.terminate()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (verbose) {
    // The SQL of one send, as the instance sends it (its sockets' heartbeat may add a presence write).
    const [first] = members;
    const queries = await queriesDuring(first!.instance, () =>
      fetch(`${first!.instance.url}/api/messages.php`, {
        method: 'POST',
        headers: { cookie: first!.cookie, 'content-type': 'application/json', 'Idempotency-Key': `bench-probe-${randomBytes(8).toString('hex')}` },
        body: JSON.stringify({ conversation_id: first!.conversation, text: 'probe' }),
      }).then((response) => response.arrayBuffer()),
    );
    console.log(`one send: ${queries?.length} SQL statements`);
    for (const sql of queries ?? []) console.log(`  sql: ${sql.slice(0, 160)}`);
  }
  const heapAfter = await Promise.all(instances.map((instance) => instance.heapUsed()));
  console.log(`${sockets.length} members connected, ${half} on each instance`);

  // Message n goes from member n mod N to her partner: each member writes rate / N messages a second, well inside the
  // burst and hourly limits a person meets.
  const total = warmupTotal + rate * seconds;
  let refused = 0;
  let failed = 0;
  const sends = new Set<Promise<void>>();
  const started = performance.now();
  console.log(`sending ${total} messages at ${rate} a second: ${warmupSeconds} s warm-up, then ${seconds} s timed…`);
  for (let seq = 0; seq < total; seq += 1) {
    const due = started + (seq * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    while (sends.size >= IN_FLIGHT) await Promise.race(sends);
    const sender = members[seq % memberCount]!;
    sentAt[seq] = performance.now();
    const send = fetch(`${sender.instance.url}/api/messages.php`, {
        method: 'POST',
        headers: { cookie: sender.cookie, 'content-type': 'application/json', 'Idempotency-Key': `bench-${seq}-${randomBytes(8).toString('hex')}` },
        body: JSON.stringify({ conversation_id: sender.conversation, text: `m${seq}` }),
      })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 201) refused += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => sends.delete(send));
    sends.add(send);
  }
  await Promise.all(sends);
  const sendingSeconds = (performance.now() - started) / 1000;
  const drainUntil = performance.now() + DRAIN_MS;
  while (arrivals.size < total - refused - failed && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));

  const lost = total - refused - failed - arrivals.size;
  const duplicated = [...arrivals.values()].filter((count) => count > 1).length;
  const ledger = (await database.knex('credit_ledger').where('reason', 'message').count({ rows: '*' }).sum({ spent: 'amount' }).first()) as { rows: string; spent: string | null };
  const balances = (await database.knex('members').sum({ credits: 'credits' }).first()) as { credits: string };
  const stored = (await database.knex('messages').count({ rows: '*' }).first()) as { rows: string };
  const ledgerMatches = Number(balances.credits) === memberCount * STARTING_CREDITS + Number(ledger.spent ?? 0) && Number(ledger.rows) === Number(stored.rows);

  const sorted = [...latencies].sort((a, b) => a - b);
  printMachine({
    postgres: database.serverVersion,
    load: `${memberCount} members on /live over 2 instances (PostgreSQL + Redis), ${rate}/s planned for ${warmupSeconds} s warm-up + ${seconds} s timed, at most ${IN_FLIGHT} in flight${smoke ? ' (smoke)' : ''}`,
    sent: `${total} in ${sendingSeconds.toFixed(1)} s: ${(total / sendingSeconds).toFixed(0)} a second`,
  });
  printTable(
    ['delivered', 'refused', 'failed', 'lost', 'duplicated', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [[String(arrivals.size), String(refused), String(failed), String(lost), String(duplicated), ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(1))]],
  );
  printTable(
    ['instance', 'heap before KB', 'heap with members KB', 'members', 'KB per idle member'],
    instances.map((instance, i) => [
      instance.name,
      (heapBefore[i]! / 1024).toFixed(0),
      (heapAfter[i]! / 1024).toFixed(0),
      String(half),
      ((heapAfter[i]! - heapBefore[i]!) / 1024 / half).toFixed(1),
    ]),
  );
  if (verbose) {
    // The slowest seconds of the run, by when their messages were sent: where a stall was.
    const bySecond = new Map<number, number[]>();
    latencyOf.forEach((latency, seq) => {
      const second = Math.floor((sentAt[seq]! - started) / 1000) - warmupSeconds;
      bySecond.set(second, [...(bySecond.get(second) ?? []), latency]);
    });
    const worst = [...bySecond].map(([second, all]) => [second, Math.max(...all), all.length] as const).sort((a, b) => b[1] - a[1]);
    console.log(`slowest seconds (second: max ms, messages): ${worst.slice(0, 8).map(([second, max, n]) => `${second}: ${max.toFixed(0)}, ${n}`).join('; ')}`);
  }
  console.log(`ledger: ${ledger.rows} message debits for ${stored.rows} stored messages, balances ${ledgerMatches ? 'match' : 'DO NOT match'} the ledger`);
  if (lost > 0 || duplicated > 0 || misdelivered > 0) throw new BenchFailure(`${lost} lost, ${duplicated} delivered twice, ${misdelivered} to the wrong member`);
  if (!ledgerMatches) throw new BenchFailure('the balances do not match the ledger');
  if (refused + failed > 0) throw new BenchFailure(`${refused} sends were refused, ${failed} failed`);

  // The floor in the same run (issue 26): PostgreSQL alone running the same statements at the same rate, on this
  // database, while the instances sit idle; what the whole send achieves as a share of it.
  console.log(`send floor: pgbench, ${rate} sends a second over ${FLOOR_CLIENTS} connections for ${seconds} s, ${STATEMENTS_PER_SEND} statements each…`);
  const floor = await runSendFloor(database, memberCount, { rate, seconds, clients: FLOOR_CLIENTS });
  const live = total / sendingSeconds;
  printTable(
    ['', 'sends a second', 'p50 ms', 'p99 ms'],
    [
      ['bench:live (the whole send)', live.toFixed(0), percentile(sorted, 50).toFixed(1), percentile(sorted, 99).toFixed(1)],
      ['send floor (PostgreSQL alone)', floor.perSecond.toFixed(0), percentile(floor.latencies, 50).toFixed(1), percentile(floor.latencies, 99).toFixed(1)],
    ],
  );
  console.log(`live / floor: ${(live / floor.perSecond).toFixed(2)} (goal ≥ 0.5)`);
});
