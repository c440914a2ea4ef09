/** `npm run seed`: fills an empty database with demo members and prints the demo logins. */
import path from 'node:path';
import { openDatabase } from '../../adapters/postgres/database';
import { seedDemo } from './seed-demo';
import { printOperatorLogins, seedOperators } from './seed-operators';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('Demo members have publicly known passwords: they are never seeded into a production database.');
  }
  const dataDir = process.env.DATA_DIR ?? './data';
  const mediaDir = path.join(dataDir, 'media');
  // As the app's configuration has it (bff/config.ts): the private folder beside the media folder.
  const privateMediaDir = process.env.PRIVATE_MEDIA_DIR ?? `${mediaDir}-private`;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    const started = Date.now();
    const result = await seedDemo(database.knex, { mediaDir, privateMediaDir, today: new Date(), log: (line) => console.log(line) });
    if (!result.seeded) {
      console.log('The database already has members; nothing seeded.');
      return;
    }
    console.log(`Seeded demo members into ${database.kind} (media in ${mediaDir}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log('Demo logins:');
    for (const login of result.logins) console.log(`  ${login.email} / ${login.password}  — ${login.description}`);
    const operators = await seedOperators(database.knex, { hasher: new Argon2PasswordHasher(), clock: { now: () => new Date() }, production: false });
    printOperatorLogins(operators, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
