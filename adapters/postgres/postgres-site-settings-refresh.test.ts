import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { ANY_DOMAIN, PostgresSiteSettings } from './postgres-site-settings';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decision 0077: a change is live at once where it was made and within refreshMs on every other instance. */
describe.each(databaseKinds())('settings on two instances on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  it('serves the changing instance the change at once and the other within refreshMs, even after a quiet spell', async () => {
    const here = new PostgresSiteSettings(database.knex, { refreshMs: 400 });
    const there = new PostgresSiteSettings(database.knex, { refreshMs: 400 });
    expect((await there.forDomain('localhost')).message_credits).toBe(10);
    await database.knex('settings').insert({ domain: ANY_DOMAIN, key: 'message_credits', value: JSON.stringify(12) });
    here.reload();
    expect((await here.forDomain('localhost')).message_credits).toBe(12);
    // Read just now: the other instance serves what it read (no query on every request)…
    expect((await there.forDomain('localhost')).message_credits).toBe(10);
    // …and a request a refreshMs after its read, the first after a quiet spell, waits for a fresh read.
    await later(450);
    expect((await there.forDomain('localhost')).message_credits).toBe(12);
  });
});
