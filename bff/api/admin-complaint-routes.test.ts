import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 25, decisions 0081 and 0082: /api/admin/complaints — the complaints from the footer's form, for moderators and admins. */
describe.each(databaseKinds())('the back office’s complaint calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; reason: string | null; operator_id: string | number | null }[];
  const description = 'Mijn betaling is twee keer afgeschreven en ik zie maar één pakket.';
  let sequence = 0;
  /** A visitor's complaint, straight into the table as FileComplaint stores it. */
  const givenComplaint = async (at = new Date()): Promise<number> => {
    sequence += 1;
    const [row] = await knex()('complaints')
      .insert({ reference: `K-TEST-${String(sequence).padStart(4, '0')}${kind}`, email: 'bezoeker@example.nl', category: 'billing', description, domain: 'localhost', created_at: at })
      .returning('id');
    return Number(row.id);
  };
  const idsOf = (body: { complaints: { id: number }[] }) => body.complaints.map((complaint) => complaint.id);

  it('answers a visitor 401, a member 403, support and finance 403 on every complaint call, and audits nothing', async () => {
    const id = await givenComplaint();
    const memberCookie = await sessionCookieFor(server.api, await givenMember(knex(), { name: 'Anna' }));
    for (const [cookie, status] of [[undefined, 401], [memberCookie, 403], [await as('support'), 403], [await as('finance'), 403]] as const) {
      await get('/complaints', cookie).expect(status);
      await post(`/complaints/${id}/assign`, {}, cookie).expect(status);
      await post(`/complaints/${id}/resolve`, { note: 'Terugbetaald' }, cookie).expect(status);
    }
    expect(await auditOf(`complaint:${id}`)).toEqual([]);
    expect(await knex()('complaints').where({ id }).first('status')).toEqual({ status: 'open' });
  });

  it('lists the open complaints oldest first for a moderator and an admin', async () => {
    const older = await givenComplaint(new Date(Date.now() - 3600_000));
    const newer = await givenComplaint();
    for (const role of ['moderator', 'admin'] as const) {
      const ids = idsOf((await get('/complaints?status=open', await as(role)).expect(200)).body);
      expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    }
    const listed = (await get('/complaints', await as('moderator')).expect(200)).body.complaints.find((c: { id: number }) => c.id === older);
    expect(listed).toMatchObject({ status: 'open', category: 'billing', description, email: 'bezoeker@example.nl', member_id: null, resolved_by: null, resolution_note: null });
  });

  it('answers 400 naming the field, and 404 for an unknown complaint', async () => {
    const id = await givenComplaint();
    const moderator = await as('moderator');
    await get('/complaints?status=closed', moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ error: 'invalid_input', field: 'status' }));
    await post(`/complaints/${id}/resolve`, {}, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ error: 'invalid_input', field: 'note' }));
    await post(`/complaints/${id}/resolve`, { note: '   ' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ error: 'invalid_input', field: 'note' }));
    await post('/complaints/abc/resolve', { note: 'x' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'id' }));
    await post('/complaints/987654/resolve', { note: 'Terugbetaald' }, moderator).expect(404, { error: 'not_found' });
    await post('/complaints/abc/assign', {}, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'id' }));
    await post('/complaints/987654/assign', {}, moderator).expect(404, { error: 'not_found' });
    expect(await auditOf(`complaint:${id}`)).toEqual([]);
  });

  it('resolves a complaint with a note, audited as complaint.resolved; a second resolution is 409', async () => {
    const id = await givenComplaint();
    const moderator = await as('moderator');
    await post(`/complaints/${id}/resolve`, { note: 'Dubbele afschrijving terugbetaald' }, moderator).expect(200, { ok: true });
    await post(`/complaints/${id}/resolve`, { note: 'Nog eens' }, await as('admin')).expect(409, { error: 'already_resolved' });

    expect(await auditOf(`complaint:${id}`)).toMatchObject([{ action: 'complaint.resolved', reason: 'Dubbele afschrijving terugbetaald', operator_id: expect.anything() }]);
    expect(idsOf((await get('/complaints?status=open', moderator).expect(200)).body)).not.toContain(id);
    const resolved = (await get('/complaints?status=resolved', moderator).expect(200)).body.complaints.find((c: { id: number }) => c.id === id);
    expect(resolved).toMatchObject({ status: 'resolved', resolution_note: 'Dubbele afschrijving terugbetaald', resolved_by: expect.any(Number), resolved_at: expect.any(String) });
  });

  it('lists a complaint posted through the public form, a member’s with her id', async () => {
    const anna = await givenMember(knex(), { name: 'Anna' });
    const cookie = await sessionCookieFor(server.api, anna);
    const filed = await server.api.post('/api/complaint.php').set('Cookie', cookie).send({ category: 'profile', description, email: 'ander@example.nl' }).expect(201);
    const visitor = await server.api.post('/api/complaint.php').send({ category: 'technical', description, email: 'bezoeker2@example.nl' }).expect(201);

    const listed = (await get('/complaints', await as('moderator')).expect(200)).body.complaints as { reference: string }[];
    expect(listed.find((c) => c.reference === filed.body.reference)).toMatchObject({ member_id: anna.id, email: anna.email, category: 'profile', description, status: 'open' });
    expect(listed.find((c) => c.reference === visitor.body.reference)).toMatchObject({ member_id: null, email: 'bezoeker2@example.nl', category: 'technical' });
  });

  const mailsTo = async (to: string) =>
    ((await knex()('outbox').select('payload').orderBy('id')) as { payload: { kind: string; mail?: { to: string; template: string; locale: string; memberId?: number; facts?: string[][] } } }[])
      .map((row) => row.payload.mail)
      .filter((mail) => mail?.to === to);
  const operatorIdOf = async (role: 'moderator' | 'admin') => Number((await get('/me', await as(role)).expect(200)).body.operator.id);

  it('lets a moderator and an admin take a complaint: assigned, hers, audited as complaint.assigned; another’s passes to her (decision 0082)', async () => {
    const id = await givenComplaint();
    const [moderator, admin] = [await as('moderator'), await as('admin')];
    await post(`/complaints/${id}/assign`, {}, moderator).expect(200, { ok: true });
    const taken = (await get('/complaints?status=assigned', admin).expect(200)).body.complaints.find((c: { id: number }) => c.id === id);
    expect(taken).toMatchObject({ status: 'assigned', assignee_id: await operatorIdOf('moderator'), assignee_name: expect.any(String) });
    expect(idsOf((await get('/complaints?status=open', moderator).expect(200)).body)).not.toContain(id);

    await post(`/complaints/${id}/assign`, {}, admin).expect(200, { ok: true });
    expect(await knex()('complaints').where({ id }).first('status', 'assignee_id')).toMatchObject({ status: 'assigned', assignee_id: expect.anything() });
    expect(Number((await knex()('complaints').where({ id }).first('assignee_id')).assignee_id)).toBe(await operatorIdOf('admin'));
    expect((await auditOf(`complaint:${id}`)).map((row) => row.action)).toEqual(['complaint.assigned', 'complaint.assigned']);
  });

  it('resolves an assigned complaint; taking a resolved one is 409 already_resolved (decision 0082)', async () => {
    const id = await givenComplaint();
    const moderator = await as('moderator');
    await post(`/complaints/${id}/assign`, {}, moderator).expect(200);
    await post(`/complaints/${id}/resolve`, { note: 'Uitgelegd hoe de afschrijving werkt' }, moderator).expect(200, { ok: true });
    await post(`/complaints/${id}/assign`, {}, await as('admin')).expect(409, { error: 'already_resolved' });
    expect((await auditOf(`complaint:${id}`)).map((row) => row.action)).toEqual(['complaint.assigned', 'complaint.resolved']);
    expect(await knex()('complaints').where({ id }).first('status')).toEqual({ status: 'resolved' });
  });

  it('queues the answer to a visitor in the domain’s language with the reference and the answer, in the resolution’s transaction (decision 0082)', async () => {
    const id = await givenComplaint();
    const { reference } = await knex()('complaints').where({ id }).first('reference');
    const { email } = await knex()('complaints').where({ id }).first('email');
    const before = (await mailsTo(email)).filter((mail) => mail?.template === 'complaint_answered').length;
    await post(`/complaints/${id}/resolve`, { note: 'We hebben het dubbele bedrag teruggestort.' }, await as('moderator')).expect(200);
    await post(`/complaints/${id}/resolve`, { note: 'Nog eens' }, await as('admin')).expect(409);

    const answers = (await mailsTo(email)).filter((mail) => mail?.template === 'complaint_answered');
    expect(answers.length - before).toBe(1);
    expect(answers.at(-1)).toMatchObject({ locale: expect.stringMatching(/^nl/), facts: [['', reference], ['', 'We hebben het dubbele bedrag teruggestort.']] });
    expect(answers.at(-1)!.memberId).toBeUndefined();
  });

  it('mails a member’s answer in her own language; a refused resolution queues nothing (decision 0082)', async () => {
    const anna = await givenMember(knex(), { name: 'Anna' });
    await knex()('members').where({ id: anna.id }).update({ language: 'de' });
    const filed = await server.api.post('/api/complaint.php').set('Cookie', await sessionCookieFor(server.api, anna)).send({ category: 'profile', description }).expect(201);
    const { id } = await knex()('complaints').where({ reference: filed.body.reference }).first('id');
    await post(`/complaints/${id}/resolve`, { note: '   ' }, await as('moderator')).expect(400);
    expect((await mailsTo(anna.email)).filter((mail) => mail?.template === 'complaint_answered')).toEqual([]);

    await post(`/complaints/${id}/resolve`, { note: 'Je profiel is weer zichtbaar.' }, await as('moderator')).expect(200);
    expect((await mailsTo(anna.email)).filter((mail) => mail?.template === 'complaint_answered')).toMatchObject([{ locale: 'de', memberId: anna.id, facts: [['', filed.body.reference], ['', 'Je profiel is weer zichtbaar.']] }]);
  });

  it('stores a complaint from the form and queues its mail to the support address together (decision 0082)', async () => {
    const filed = await server.api.post('/api/complaint.php').send({ category: 'technical', description, email: 'outbox-check@example.nl' }).expect(201);
    const complaint = await knex()('complaints').where({ reference: filed.body.reference }).first('id');
    expect(complaint).toBeDefined();
    const queued = ((await knex()('outbox').select('payload')) as { payload: { mail?: { template: string; facts?: string[][] } } }[]).map((row) => row.payload.mail);
    expect(queued.filter((mail) => mail?.template === 'complaint' && mail.facts?.some(([label, value]) => label === 'Referentie' && value === filed.body.reference))).toHaveLength(1);
  });
});
