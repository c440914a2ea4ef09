/**
 * `npm start` and `npm run dev`: the server, and in development the demo members on an empty database
 * (SEED_DEMO). The app itself never imports tools/: seeding is this entry's work, done before it listens.
 * `npm start` builds the pages first when their sources changed since the last build (tools/build/build-stamp.ts), and
 * on a fresh embedded database renders the demo members' photos meanwhile, while the build and the database's start
 * keep one core busy each (decision 0051). The server prints the time to ready from this process's start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../bff/config';
import { buildIfChanged } from './build/build-if-changed';
import type { DemoPhotos } from './seed/seed-demo';

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
const photos: Promise<DemoPhotos> | undefined = fresh && seeding ? seeding.then((seed) => seed.prepareDemoPhotos({ mediaDir: fresh.mediaDir, today, publicCopies: false, log: timed })) : undefined;
// Not awaited until the seed: a failure is the seed's to report.
photos?.catch(() => {});

if (!dev) {
  try {
    const build = await buildIfChanged(process.cwd());
    if (build.built) timed(`built the pages in ${(build.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (fresh && photos && seeding) await photos.then(async (made) => (await seeding).discardDemoPhotos(fresh.mediaDir, made), () => {});
    process.exit(1);
  }
}

const { runFromCommandLine } = await import('../bff/server');
runFromCommandLine({
  async beforeListen(composition, config) {
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
    });
    if (!seeded.seeded) return;
    console.log('\nDemo members are ready. Log in with:');
    for (const login of seeded.logins) console.log(`  ${login.email}  /  ${login.password}   (${login.description})`);
    console.log('');
  },
});
