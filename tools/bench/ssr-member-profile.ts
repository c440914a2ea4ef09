import { deepStrictEqual } from 'node:assert';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cpuProfDir,
  createBenchDatabase,
  getText,
  knob,
  loadLine,
  loadSettings,
  logIn,
  memberEmail,
  printMachine,
  printMeasurements,
  privateBuild,
  queriesDuring,
  runBenchmark,
  seedChats,
  seedMembers,
  smoke,
  targetsStoppedOn,
  verbose,
} from './common';
import { measureWithCpu } from './cpu-per-request';
import { launch } from './target-process';

/**
 * GET /members/@id (a member's profile, seen by a logged-in member) from the whole server on the production build,
 * against a bare renderToString of the same component tree with the same data (ssr-bare-target.ts).
 * See tools/bench/README.md. Knobs (env): BENCH_DATABASE_URL, BENCH_CONNECTIONS, BENCH_WARMUP_SECONDS,
 * BENCH_DURATION_SECONDS, BENCH_MEMBERS, BENCH_CHATS, BENCH_CHAT_MESSAGES, BENCH_BUILD, BENCH_CPU_PROF_DIR,
 * BENCH_VERBOSE; `--smoke` for CI.
 */
const settings = loadSettings({ connections: 10, warmupSeconds: 3, durationSeconds: 10 });
const chatCount = knob('BENCH_CHATS', smoke ? 3 : 30, { min: 0, max: 5000 });
const memberCount = Math.max(knob('BENCH_MEMBERS', smoke ? 20 : 1000, { max: 100_000 }), chatCount + 2);
const messagesPerChat = knob('BENCH_CHAT_MESSAGES', 4, { min: 0, max: 1000 });

interface Hydration {
  readonly snapshot: { user: { id: number } | null; counts: { unread_messages: number }; chats: unknown[] | null };
  readonly pageId: string;
  readonly routeParams: Record<string, string>;
  readonly data: { profile: { id: number } };
}

const match = (html: string, pattern: RegExp, what: string, who: string): string => {
  const found = pattern.exec(html);
  if (!found) throw new Error(`${who}: the page has no ${what}`);
  return found[1];
};
const rootOf = (html: string, who: string) =>
  match(html, /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script id="vike_pageContext"/, '<div id="root">', who);
const stylesOf = (html: string, who: string) => match(html, /(<style data-styled[^>]*>[\s\S]*?<\/style>)/, 'styled-components <style>', who);
const titleOf = (html: string, who: string) => match(html, /<title>([\s\S]*?)<\/title>/, '<title>', who);
const langOf = (html: string, who: string) => match(html, /<html\b[^>]*\slang="([^"]*)"/, '<html lang>', who);
const hydrationOf = (html: string, who: string) =>
  match(html, /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/, 'vike_pageContext', who);

/** Vike writes pageContext with @brillout/json-serializer: plain JSON unless a value needs a `!`-tagged string. */
function parseHydration(json: string): Hydration {
  const value = JSON.parse(json) as Hydration;
  const tagged = (node: unknown): boolean =>
    typeof node === 'string' ? node.startsWith('!') : node !== null && typeof node === 'object' && Object.values(node).some(tagged);
  if (tagged(value)) throw new Error('the page data holds values Vike serialises specially (strings starting with "!"): the fixture cannot be plain JSON');
  return value;
}

/** Where two markups part, for the error message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at character ${i}:\n  server: …${a.slice(Math.max(0, i - 80), i + 120)}…\n  bare:   …${b.slice(Math.max(0, i - 80), i + 120)}…`;
}

runBenchmark(async (onCleanup) => {
  const appRoot = privateBuild(onCleanup);
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members, ${chatCount} chats of ${messagesPerChat} messages for the viewer…`);
  const ids = await seedMembers(database.knex, memberCount);
  const viewer = ids[0];
  const viewed = ids[ids.length - 1];
  await seedChats(database.knex, viewer, ids.slice(1, 1 + chatCount), messagesPerChat);
  await database.knex.raw('analyze');
  const pagePath = `/members/${viewed}`;

  const targets = targetsStoppedOn(onCleanup);
  // React and Vike in production mode, as `npm start` runs them; the bff's own config stays the test one (bff-target.ts).
  const production = { NODE_ENV: 'production', BENCH_APP_ROOT: appRoot };
  const server = await launch('server', './bff-target.ts', { ...production, BENCH_TARGET_DATABASE_URL: database.url }, { cpuProfDir });
  targets.push(server);
  const cookie = await logIn(server, memberEmail(1));
  const headers = { cookie };

  let fromServer = '';
  const queries = (await queriesDuring(server, async () => (fromServer = await getText(server, pagePath, headers)))) ?? [];
  const hydrationJson = hydrationOf(fromServer, 'server');
  const hydration = parseHydration(hydrationJson);
  if (hydration.snapshot.user?.id !== viewer) throw new Error(`server: the page was not rendered for the logged-in member ${viewer}`);
  if (hydration.data.profile.id !== viewed) throw new Error(`server: the page does not show profile ${viewed}`);
  // seedChats leaves every other chat with 1 unread message: the badge's total, without the list on this page.
  const unread = Math.floor(chatCount / 2);
  if (hydration.snapshot.counts.unread_messages !== unread) throw new Error(`server: the page counts ${hydration.snapshot.counts.unread_messages} unread messages, not ${unread}`);
  if (hydration.snapshot.chats !== null) throw new Error('server: the page carries the chat list, which only the chat pages show');

  const fixture = path.join(appRoot, 'ssr-fixture.json');
  writeFileSync(fixture, JSON.stringify(hydration));
  const bare = await launch('bare', './ssr-bare-target.ts', { ...production, BENCH_SSR_FIXTURE: fixture }, { cpuProfDir });
  targets.push(bare);
  const fromBare = await getText(bare, pagePath, headers);

  const [serverRoot, bareRoot] = [rootOf(fromServer, 'server'), rootOf(fromBare, 'bare')];
  if (serverRoot !== bareRoot) throw new Error(`the bare render's <div id="root"> differs from the server's ${firstDifference(serverRoot, bareRoot)}`);
  deepStrictEqual(stylesOf(fromBare, 'bare'), stylesOf(fromServer, 'server'), 'the bare render must collect the same styles');
  deepStrictEqual(titleOf(fromBare, 'bare'), titleOf(fromServer, 'server'), 'the bare render must have the same title');
  deepStrictEqual(langOf(fromBare, 'bare'), langOf(fromServer, 'server'), 'the bare render must have the same lang');
  deepStrictEqual(JSON.parse(hydrationOf(fromBare, 'bare')), hydration, 'the bare render must pass the same data to the client');
  console.log(`same markup (${Buffer.byteLength(serverRoot)} bytes in #root), styles, title and page data on both`);
  console.log(
    `server: ${queries.length} SQL statements per page; ${Buffer.byteLength(fromServer)}-byte page, of which ${hydrationJson.length} bytes page data ` +
      `(the viewer's ${chatCount} chats as their unread total, ${unread})`,
  );
  if (verbose) for (const sql of queries) console.log(`  sql: ${sql.replace(/\s+/g, ' ')}`);

  console.log(`benchmarking GET ${pagePath} as a logged-in member (server pid ${server.pid}, bare pid ${bare.pid})`);
  const measured = [
    await measureWithCpu(server, { path: pagePath, headers, bodyBytes: Buffer.byteLength(fromServer) }, settings),
    await measureWithCpu(bare, { path: pagePath, headers, bodyBytes: Buffer.byteLength(fromBare) }, settings),
  ];
  const rows = measured.map((m) => m.row);
  // The page still renders after the load (a server that failed under load would have answered non-2xx above).
  rootOf(await getText(server, pagePath, headers), 'server');

  printMachine({
    postgres: database.serverVersion,
    load: loadLine(settings, `${memberCount} members, the viewer has ${chatCount} chats, 1 session cookie`),
  });
  printMeasurements(rows);
  console.log(`server / bare throughput: ${(rows[0].requestsPerSecond / rows[1].requestsPerSecond).toFixed(2)} (goal ≥ 0.6)`);
  const [serverCpu, bareCpu] = measured.map((m) => m.cpuMsPerRequest);
  if (serverCpu !== undefined && bareCpu !== undefined) {
    console.log(
      `CPU per page (the target's own process, measured seconds; PostgreSQL's not counted): server ${serverCpu.toFixed(2)} ms, ` +
        `bare ${bareCpu.toFixed(2)} ms; server / bare ${(serverCpu / bareCpu).toFixed(2)}× (goal ≤ 2.0×), bare / server ${(bareCpu / serverCpu).toFixed(2)}`,
    );
  }
  if (cpuProfDir) console.log(`\nCPU profiles are written to ${cpuProfDir} when the servers stop.`);
});
