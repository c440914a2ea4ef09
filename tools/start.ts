/**
 * `npm start` and `npm run dev`: the server, and in development the demo members on an empty database
 * (SEED_DEMO). The app itself never imports tools/: seeding is this entry's work, done before it listens.
 * `npm start` builds the pages when their sources changed since the last build (tools/build/build-stamp.ts), in its own
 * process while this one opens, migrates and seeds the database (the app mounts the pages after the seed; their
 * brotli and gzip copies are made after it listens, decision 0067), and
 * on a fresh embedded database renders the demo members' photos meanwhile, while the build and the database's start
 * keep one core busy each (decision 0051): only those of the members the first screens show; the others' after it
 * listens, newest first. The server prints the time to ready from this process's start.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../bff/config';
import { buildIfChanged, type BuildIfChanged } from './build/build-if-changed';
import { SEARCH_PAGE_SIZE } from '../domain/search/search-criteria';
import type { DemoPhotos, SeedDemoResult } from './seed/seed-demo';
import type { Composition } from '../bff/container';

const dev = process.argv.includes('--dev');
const today = new Date();
/** A step of the start and when it ended, from this process's start. */
const timed = (line: string) => console.log(`[${process.uptime().toFixed(1)} s] ${line}`);

/** Only on an embedded database that does not exist yet is the seed sure to run: its photos can start now. */
function freshEmbeddedDatabase(): Config | undefined {
  try {
    const config = loadConfig(process.env, { dev });
    if (!config.seedDemo || config.databaseUrl) return undefined;
    return config.dataDir === 'memory' || !existsSync(path.join(config.dataDir, 'pglite')) ? config : undefined;
  } catch {
    return undefined; // the server reports it
  }
}

const fresh = freshEmbeddedDatabase();
// Loaded only when seeding: it pulls in the avatar renderer.
const seeding = fresh ? import('./seed/seed-demo') : undefined;
/**
 * Before ready, only the photos the first screens show: the two logins' and those of the first page of cards (newest
 * first, as /members lists them); the others' after the server listens, newest first (decision 0051).
 */
const PHOTOS_BEFORE_READY = SEARCH_PAGE_SIZE;
const photos: Promise<DemoPhotos> | undefined = fresh && seeding ? seeding.then((seed) => seed.prepareDemoPhotos({ mediaDir: fresh.mediaDir, today, publicCopies: false, beforeReady: PHOTOS_BEFORE_READY, log: timed })) : undefined;
// Not awaited until the seed: a failure is the seed's to report.
photos?.catch(() => {});

/**
 * The build, when the sources changed, runs in its own process while this one opens the database, migrates and seeds
 * it: the pages are needed only when the app mounts them, after the seed (decision 0051). Its precompressed copies are
 * made after the server listens (decision 0067). A failed build ends the start.
 */
const building: Promise<BuildIfChanged | undefined> = dev
  ? Promise.resolve(undefined)
  : buildIfChanged(process.cwd()).then(
      (build) => {
        if (build.built) timed(`built the pages in ${(build.ms / 1000).toFixed(1)} s`);
        return build;
      },
      async (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        if (fresh && photos && seeding) await photos.then(async (made) => (await seeding).discardDemoPhotos(fresh.mediaDir, made), () => {});
        process.exit(1);
      },
    );

/** The demo's photos left for after the server listens: one core left to the server, errors logged, never fatal. */
let remainingPhotos: SeedDemoResult['remainingPhotos'];
const { runFromCommandLine } = await import('../bff/server');
runFromCommandLine({
  afterListen() {
    void building.then((build) => build?.finish()).then(
      (made) => {
        if (made) timed(made);
      },
      (error: unknown) => console.error('the precompressed copies failed (the files themselves are served):', error instanceof Error ? error.message : error),
    );
    remainingPhotos?.({ limit: Math.max(1, availableParallelism() - 1) }).then(
      ({ rendered, failed }) => timed(`rendered the remaining ${rendered} photos${failed > 0 ? ` (${failed} members' photos failed, above)` : ''}`),
      (error: unknown) => console.error('the remaining demo photos failed:', error instanceof Error ? error.message : error),
    );
  },
  async beforeListen(composition, config) {
    await seedIfAsked(composition, config);
    await building;
  },
});

async function seedIfAsked(composition: Composition, config: Config): Promise<void> {
  if (!config.seedDemo) return;
  timed('the database is open');
  const { seedDemo } = await (seeding ?? import('./seed/seed-demo'));
  const seeded = await seedDemo(composition.database.knex, {
    mediaDir: config.mediaDir,
    privateMediaDir: config.privateMediaDir,
    today,
    // A demo is browsed by one person: a public photo's copy is made on its first request (decision 0051).
    publicCopies: false,
    log: timed,
    photos: fresh?.mediaDir === config.mediaDir ? photos : undefined,
    beforeReady: PHOTOS_BEFORE_READY,
  });
  if (!seeded.seeded) return;
  remainingPhotos = seeded.remainingPhotos;
  console.log('\nDemo members are ready. Log in with:');
  for (const login of seeded.logins) console.log(`  ${login.email}  /  ${login.password}   (${login.description})`);
  // Issue 25: one operator per role for the back office, in development only (the seed never runs in production).
  const { seedOperators, printOperatorLogins } = await import('./seed/seed-operators');
  const { Argon2PasswordHasher } = await import('../adapters/security/argon2-password-hasher');
  const operators = await seedOperators(composition.database.knex, { hasher: new Argon2PasswordHasher(), clock: { now: () => new Date() }, production: config.production });
  printOperatorLogins(operators, (line) => console.log(line));
  console.log('');
}
