import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresOutbox, PostgresOutboxQueue } from '../../adapters/postgres/postgres-outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { formatJobsReport, jobsReport } from './jobs-report';

describe.each(databaseKinds())('the state of the background work on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // The worker is off here: the rows stay as the test leaves them.
    server = await startTestServer(kind, { env: { OUTBOX_WORKER: 'false', TRUST_PROXY: '1' }, config: { purgeIntervalSeconds: 3600 } });
  });
  afterAll(() => server.close());

  it('shows the schedules and the outbox, with dead rows and their reason but not their recipient, on this machine only', async () => {
    const knex = server.database.knex;
    const outbox = new PostgresOutbox(knex, () => new Date());
    await outbox.add({ kind: 'mail', mail: { to: 'secret@example.nl', template: 'activation', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: 'https://x' } });
    await outbox.add({ kind: 'sms', to: '+31612345678', text: 'Code 123456' });
    const queue = new PostgresOutboxQueue(knex);
    const [dead] = await queue.claim(new Date(), 1, 60, 'test');
    await queue.bury(dead!.id, 'Error: 550 mailbox unavailable', new Date());
    await server.composition.scheduler.tick();

    const response = await server.api.get('/internal/jobs.json');
    expect(response.status).toBe(200);
    expect(response.body.outbox).toMatchObject({ pending: 1, delivered: 0, dead: 1 });
    expect(response.body.outbox.deadRows).toEqual([expect.objectContaining({ id: dead!.id, kind: 'mail', attempts: 1, lastError: 'Error: 550 mailbox unavailable' })]);
    expect(JSON.stringify(response.body)).not.toContain('secret@example.nl');
    expect(response.body.schedules).toEqual([expect.objectContaining({ name: 'purge-deleted-accounts', intervalSeconds: 3600, runs: 1, lastResult: 'nothing to do', lastError: null })]);

    const text = formatJobsReport(await jobsReport({ schedules: server.composition.dependencies.jobSchedules, queue }));
    expect(text).toContain('purge-deleted-accounts: every 3600 s');
    expect(text).toContain('Outbox: 1 pending, 0 delivered, 1 dead');
    expect(text).toContain(`dead #${dead!.id} mail, 1 attempts`);

    const proxied = await server.api.get('/internal/jobs.json').set('X-Forwarded-For', '203.0.113.9');
    expect(proxied.status, 'a client a proxy names from elsewhere is refused').toBe(404);
  });
});
