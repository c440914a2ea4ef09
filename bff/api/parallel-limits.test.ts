import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

let address = 0;
/** Each test comes from an address of its own, through one trusted proxy hop. */
const freshClient = () => ({ 'X-Forwarded-For': `198.51.100.${(address += 1)}` });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(databaseKinds())('limits under parallel requests on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server.close());

  const mailsTo = async (to: string) => {
    await deliveredOutbox(server.database.knex);
    return Number((await server.database.knex('mail_outbox').where('to', to).count({ n: '*' }).first())?.n);
  };

  it('checks exactly 5 of 30 parallel wrong passwords for one account, and locks the other 25', async () => {
    const member = await givenMember(server.database.knex);
    const client = freshClient();
    const statuses = (
      await Promise.all(Array.from({ length: 30 }, (_, i) => server.api.post('/api/user.php').set(client).send({ email: member.email, password: `fout ${i} fout` })))
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
  });

  it('checks exactly 20 of 40 parallel attempts from one address, and locks the other 20', async () => {
    const client = freshClient();
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => server.api.post('/api/user.php').set(client).send({ email: `gok${i}-${address}@example.nl`, password: 'fout wachtwoord' })))
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBe(20);
    expect(count(statuses, 429)).toBe(20);
  });

  it('sends exactly 3 of 10 parallel password reset mails, and refuses the rest with reset_limit', async () => {
    const member = await givenMember(server.database.knex);
    const client = freshClient();
    const responses = await Promise.all(Array.from({ length: 10 }, () => server.api.post('/api/password-reset.php').set(client).send({ email: member.email })));
    expect(count(responses.map((r) => r.status), 200)).toBe(3);
    expect(responses.filter((r) => r.status === 429).every((r) => r.body.error === 'reset_limit')).toBe(true);
    expect(await mailsTo(member.email)).toBe(3);
  });

  it('sends exactly 3 reactivation mails, the deletion mail included, when 10 requests follow it at once', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    expect((await server.api.post('/api/delete-account.php').set('Cookie', cookie).send({ password: member.password, reason: 'privacy' })).status).toBe(200);
    const client = freshClient();
    const responses = await Promise.all(Array.from({ length: 10 }, () => server.api.post('/api/reactivate.php').set(client).send({ email: member.email })));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await mailsTo(member.email)).toBe(3);
  });
});
