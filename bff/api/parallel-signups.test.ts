import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { signupForm } from '../../test/support/signup-form';

/**
 * Issue 22: signups with one address at the same moment all pass the domain's "is the address free" check before any
 * commits; the database's unique index on lower(email) decides, and the losers hear email_taken, never a 500.
 */
describe.each(databaseKinds())('parallel signups with one email on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('create one account; every other answers 409 email_taken, none 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = `tegelijk${round}-${Date.now()}@example.nl`;
      // The same address in other letter cases: the index is on lower(email).
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => server.api.post('/api/signup.php').send(signupForm({ email: i % 2 ? email.toUpperCase() : email }))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201), statuses.join()).toHaveLength(1);
      for (const refused of responses.filter((response) => response.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ error: 'email_taken', field: 'email' });
      }
      const accounts = await server.database.knex('members').whereRaw('lower(email) = lower(?)', [email]).count({ n: '*' });
      expect(Number(accounts[0]!.n)).toBe(1);
    }
  });
});
