import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember } from '../../test/support/members';

/** A page's form that only its scripts send, posted before they ran: back to the page, nothing read or changed. */
describe('POST to a page whose form only its scripts send', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each(['/signup', '/account-deleted', '/reset-password'])('sends %s back to itself with problem=form_not_sent', async (page) => {
    const response = await server.api.post(page).type('form').send({ email: 'iemand@example.nl' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${page}?problem=form_not_sent`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("keeps the reset link's token, and drops a problem the query already had", async () => {
    const response = await server.api.post('/reset-password/do?token=abc-123&problem=login_locked&minutes=9').type('form').send({ password: 'geheim' });
    expect(response.headers.location).toBe('/reset-password/do?token=abc-123&problem=form_not_sent');
  });

  it('creates no account and no reset link', async () => {
    const member = await givenMember(server.database.knex);
    const count = async (table: string) => Number(((await server.database.knex(table).count({ n: '*' }).first()) as { n: string | number }).n);
    const [members, links] = [await count('members'), await count('account_links')];

    await server.api.post('/signup').type('form').send({ email: 'nieuw@example.nl', password: 'een lang wachtwoord', name: 'Nieuw' });
    await server.api.post('/reset-password').type('form').send({ email: member.email });

    expect([await count('members'), await count('account_links')]).toEqual([members, links]);
  });

  it('answers only the pages themselves: another spelling of the path is not a way back', async () => {
    expect((await server.api.post('/Signup').type('form').send({})).status).toBe(404);
    expect((await server.api.post('/signup/').type('form').send({})).status).toBe(404);
  });
});
