/**
 * `npm start` and `npm run dev`: the server, and in development the demo members on an empty database
 * (SEED_DEMO). The app itself never imports tools/: seeding is this entry's work, done before it listens.
 */
import { runFromCommandLine } from '../bff/server';

runFromCommandLine({
  async beforeListen(composition, config) {
    if (!config.seedDemo) return;
    // Loaded only when seeding: it pulls in the avatar renderer.
    const { seedDemo } = await import('./seed/seed-demo');
    const seeded = await seedDemo(composition.database.knex, { mediaDir: config.mediaDir, privateMediaDir: config.privateMediaDir, today: new Date() });
    if (!seeded.seeded) return;
    console.log('\nDemo members are ready. Log in with:');
    for (const login of seeded.logins) console.log(`  ${login.email}  /  ${login.password}   (${login.description})`);
    console.log('');
  },
});
