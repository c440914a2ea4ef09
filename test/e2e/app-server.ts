import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemo } from '../../tools/seed/seed-demo';
import { freshDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

export interface E2eServer {
  readonly server: TestServer;
  readonly logins: { email: string; password: string }[];
}

/** The production build (dist/) served by a real bff on a fresh PGlite with a few seeded demo members. */
export async function startE2eServer(): Promise<E2eServer> {
  const database = await freshDatabase('pglite');
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'hartslag-e2e-media-'));
  const seeded = await seedDemo(database.knex, { mediaDir, today: new Date(), count: 30 });
  const server = await startTestServer('pglite', { database, config: { pages: true, dev: false, mediaDir } });
  return {
    server: { ...server, close: async () => { await server.close(); await database.close(); } },
    logins: seeded.logins,
  };
}
