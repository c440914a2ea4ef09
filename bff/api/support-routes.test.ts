import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databaseKinds())('reports and complaints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async (name: string) => {
    const given = await givenMember(knex(), { name, credits: 50 });
    return { ...given, cookie: await sessionCookieFor(server.api, given) };
  };
  const description = 'Ik ben twee keer afgeschreven voor dezelfde bestelling.';

  it('stores a report of a profile with a reference and mails it to the support address', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');

    const response = await server.api.post('/api/report.php').set('Cookie', anna.cookie).send({ profile_id: bram.id, reason: 'scam', text: 'Vraagt om geld' });

    expect(response.status).toBe(201);
    expect(response.body.reference).toMatch(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await knex()('reports').where('reference', response.body.reference).first('reporter_id', 'reported_id', 'reason', 'text')).toMatchObject({
      reason: 'scam',
      text: 'Vraagt om geld',
    });
    const mail = await server.api.get('/dev/mailbox/latest.json').query({ to: 'support@hartslag.example' });
    expect(mail.status).toBe(200);
    expect(mail.body.text).toContain(response.body.reference);
  });

  it('reports one of her own conversations, and answers 404 for somebody else\'s', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const cas = await member('Cas');
    const chat = (await server.api.post('/api/chat.php').set('Cookie', anna.cookie).send({ profile_id: bram.id })).body.chat.id as number;

    const own = await server.api.post('/api/report.php').set('Cookie', anna.cookie).send({ conversation_id: chat, reason: 'offensive' });
    const other = await server.api.post('/api/report.php').set('Cookie', cas.cookie).send({ conversation_id: chat, reason: 'offensive' });

    expect(own.status).toBe(201);
    expect(await knex()('reports').where('reference', own.body.reference).first('reported_id')).toMatchObject({ reported_id: expect.anything() });
    expect(Number((await knex()('reports').where('reference', own.body.reference).first('reported_id')).reported_id)).toBe(bram.id);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'not_found', field: 'conversation_id' });
  });

  it('refuses a visitor\'s report with the 403 of SPEC §8', async () => {
    const response = await server.api.post('/api/report.php').send({ profile_id: 1, reason: 'scam' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'authentication required' });
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const before = await knex()('reports').count({ n: '*' }).first();
    for (const [body, field] of [
      [{ profile_id: bram.id, reason: 'boring' }, 'reason'],
      [{ reason: 'scam' }, 'profile_id'],
      [{ profile_id: bram.id, conversation_id: 3, reason: 'scam' }, 'profile_id'],
      [{ profile_id: 'x', reason: 'scam' }, 'profile_id'],
      [{ profile_id: bram.id, reason: 'other' }, 'text'],
      [{ profile_id: anna.id, reason: 'scam' }, 'profile_id'],
    ] as const) {
      const response = await server.api.post('/api/report.php').set('Cookie', anna.cookie).send(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field });
    }
    expect(await knex()('reports').count({ n: '*' }).first()).toEqual(before);
  });

  it('takes a visitor\'s complaint with her address and a member\'s with her own', async () => {
    const visitor = await server.api.post('/api/complaint.php').send({ category: 'billing', description, email: 'bezoeker@example.nl' });
    const anna = await member('Anna');
    const own = await server.api.post('/api/complaint.php').set('Cookie', anna.cookie).send({ category: 'technical', description, email: 'ander@example.nl' });

    expect(visitor.status).toBe(201);
    expect(visitor.body.reference).toMatch(/^K-/);
    expect(own.status).toBe(201);
    expect(await knex()('complaints').where('reference', own.body.reference).first('email')).toEqual({ email: anna.email });
  });

  it('answers a bad complaint with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ category: 'nonsense', description, email: 'a@example.nl' }, 'category'],
      [{ category: 'billing', description: 'kort', email: 'a@example.nl' }, 'description'],
      [{ category: 'billing', description }, 'email'],
      [{ category: 'billing', description, email: 'geen adres' }, 'email'],
    ] as const) {
      const response = await server.api.post('/api/complaint.php').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field });
    }
  });
});
