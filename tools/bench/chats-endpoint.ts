import { createBenchDatabase, knob, loadSettings, memberEmail, runBenchmark, seedChats, seedMembers, smoke, targetsStoppedOn } from './common';
import { compareWithBaseline } from './endpoint-comparison';

/**
 * GET /api/chats.php for a member with BENCH_CHATS conversations (50) of 4 messages each, on the real bff against the
 * bare node:http + pg baseline sending the same SQL and answering the same body (issue 11: ≥ 0.5 × its throughput,
 * p99 ≤ 20 ms at 20 connections). Knobs as user-endpoint.ts, plus BENCH_CHATS; `--smoke` for CI.
 */
const settings = loadSettings({ connections: 20, warmupSeconds: 3, durationSeconds: 10 });
const memberCount = knob('BENCH_MEMBERS', smoke ? 60 : 1000, { min: 2, max: 100_000 });
const chatCount = knob('BENCH_CHATS', 50, { max: memberCount - 1 });

runBenchmark(async (onCleanup) => {
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members and ${chatCount} chats of member 1…`);
  const ids = await seedMembers(database.knex, memberCount);
  await seedChats(database.knex, ids[0]!, ids.slice(1, chatCount + 1), 4);
  await database.knex.raw('analyze');
  const targets = targetsStoppedOn(onCleanup);
  await compareWithBaseline({
    database,
    targets,
    path: '/api/chats.php',
    email: memberEmail(1),
    settings,
    load: `${memberCount} members, ${chatCount} conversations of 4 messages for the member asking`,
  });
});
