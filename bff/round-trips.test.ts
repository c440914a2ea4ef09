import { randomUUID } from 'node:crypto';
import express from 'express';
import supertest from 'supertest';
import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/support/test-databases';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../test/support/members';
import { data as memberPageData } from '../web/pages/members/@id/+data';
import { memberSession } from './http/member-session';
import { contextOf } from './http/request-context';
import { pageServicesFor } from './page-services';

/** The statements a request sends, as knex reports them; BEGIN and COMMIT are round trips of their own. */
async function statementsOf(server: TestServer, request: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const listen = (query: { sql: string }) => {
    // The job runner's polls run beside the requests; they are not the request's statements. (The outbox worker is off
    // here: the outbox rows a request writes are its own, and they are counted.)
    if (!/\bjob_schedules\b/.test(query.sql)) sql.push(query.sql.replace(/\s+/g, ' ').trim());
  };
  server.database.knex.on('query', listen);
  try {
    await request();
  } finally {
    server.database.knex.off('query', listen);
  }
  return sql;
}

const isTransactionControl = (sql: string) => /^(begin|commit|rollback)\b/i.test(sql);

/**
 * Issue 26: the round trips of a message send and of the member page, counted here and printed. The member page runs
 * as Vike runs it on the server: the session middleware, the page's services, every page's totals and time bonus
 * (+onCreatePageContext.server.ts), and the page's +data; only the render (which sends no SQL) is left out.
 */
describe.each(databaseKinds())('statements per request on %s', (kind) => {
  let server: TestServer;
  let sender: GivenMember;
  let receiver: GivenMember;
  let cookie: string;
  let conversationId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OUTBOX_WORKER: 'false' } });
    await server.settings.set('*', 'message_burst_per_10_seconds', 1000);
    // Premium, as bench:ssr's viewer: no time-bonus window, so its discount is not asked for.
    sender = await givenMember(server.database.knex, { credits: 100, paidUser: true });
    receiver = await givenMember(server.database.knex);
    cookie = await sessionCookieFor(server.api, sender);
    conversationId = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: receiver.id })).body.chat.id;
  });
  afterAll(() => server.close());

  const send = (text: string) =>
    server.api.post('/api/messages.php').set('Cookie', cookie).set('Idempotency-Key', randomUUID()).send({ conversation_id: conversationId, text });

  it('sends a message in 6 statements (session, idempotency claim, the locked read, the write, her notice, the answer), 8 round trips', async () => {
    expect((await send('De eerste')).status).toBe(201);
    let status = 0;
    const sql = await statementsOf(server, async () => {
      status = (await send('Hoi, hoe gaat het?')).status;
    });
    expect(status).toBe(201);
    // Without Redis (PGlite; the test server gives Redis to PostgreSQL only) the send's two rate limits are kept in the
    // database: an upsert each, left out of the count below as a setting of the deployment, not the send's.
    const rateLimits = sql.filter((s) => s.startsWith('insert into rate_limits'));
    expect(rateLimits).toHaveLength(kind === 'postgres' && process.env.REDIS_URL ? 0 : 2);
    sql.splice(0, sql.length, ...sql.filter((s) => !s.startsWith('insert into rate_limits')));
    console.log(`POST /api/messages.php on ${kind}: ${sql.filter((s) => !isTransactionControl(s)).length} statements, ${sql.length} round trips\n  ${sql.map((s) => s.slice(0, 110)).join('\n  ')}`);
    expect(sql.filter((s) => !isTransactionControl(s))).toHaveLength(6);
    expect(sql).toHaveLength(8);
    expect(sql.map((s) => s.slice(0, 24).toLowerCase())).toEqual([
      expect.stringMatching(/^select .*sessions/),
      expect.stringMatching(/^insert into idempotency/),
      expect.stringMatching(/^begin/),
      expect.stringMatching(/^select m\.\*/),
      expect.stringMatching(/^with allowed as/),
      // Decision 0055: the notice that tells the recipient while she is away, one row in the send's transaction.
      expect.stringMatching(/^insert into "outbox"/),
      expect.stringMatching(/^commit/),
      expect.stringMatching(/^update "idempotency_keys/),
    ]);
  });

  it('serves a member the profile page in 5 statements: session, member, totals, the profile with photos and like, related profiles', async () => {
    // The receiver liked the viewer: opening his profile clears the like's new in the same statement.
    await server.database.knex('likes').insert({ liker_id: receiver.id, liked_id: sender.id, is_new: true, via: 'profile', created_at: new Date() });
    const deps = server.composition.dependencies;
    const app = express();
    app.use((_req, res, next) => {
      Object.assign(res.locals, { requestId: 'round-trips', cspNonce: 'n', trafficSource: false });
      next();
    });
    app.use(memberSession({ sessions: deps.accounts.sessions, settings: deps.settings }));
    app.get('/members/:id', async (req, res) => {
      const services = await pageServicesFor(deps, contextOf(res));
      const [counts, timeBonus] = await Promise.all([services.counts(), services.timeBonus()]);
      const page = await memberPageData({ routeParams: { id: req.params.id }, services } as unknown as PageContextServer);
      res.json({ counts, timeBonus, page });
    });
    const page = () => supertest(app).get(`/members/${receiver.id}`).set('Cookie', cookie);
    await supertest(app).get(`/members/${sender.id}`).set('Cookie', cookie); // the settings are read once per process

    let answer: supertest.Response | undefined;
    const sql = await statementsOf(server, async () => {
      answer = await page();
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body.page).toMatchObject({ kind: 'profile', profile: { id: receiver.id }, like: { liked: false, match: false } });
    expect(answer?.body.counts.new_likes).toBe(1);
    console.log(`GET /members/${receiver.id} on ${kind}: ${sql.length} statements\n  ${sql.map((s) => s.slice(0, 110)).join('\n  ')}`);
    expect(sql).toHaveLength(5);
    expect(await server.database.knex('likes').where({ liker_id: receiver.id, liked_id: sender.id }).first('is_new')).toEqual({ is_new: false });
    // Issue 27: the view for the owner's visitors is recorded in the same statement that opens the profile.
    expect(await server.database.knex('profile_views').where({ viewed_id: receiver.id, viewer_id: sender.id }).first('viewer_id')).toBeDefined();

    // Opened again: nothing left to clear, the same five statements, and the badge counts no new like.
    const again = await statementsOf(server, async () => {
      answer = await page();
    });
    expect(again).toHaveLength(5);
    expect(answer?.body.counts.new_likes).toBe(0);

    // A free member in her first 4 hours also gets her time bonus on every page: whether she holds either welcome offer
    // is one statement more (both codes in one question; her account is the one the request read).
    const newcomer = await givenMember(server.database.knex);
    const newcomerCookie = await sessionCookieFor(server.api, newcomer);
    const hers = await statementsOf(server, async () => {
      answer = await supertest(app).get(`/members/${receiver.id}`).set('Cookie', newcomerCookie);
    });
    expect(answer?.body.timeBonus).toMatchObject({ code: expect.any(String) });
    console.log(`GET /members/${receiver.id} on ${kind} as a member in her time-bonus window: ${hers.length} statements`);
    expect(hers.filter((sql) => /discount_redemptions/.test(sql))).toHaveLength(1);
    expect(hers).toHaveLength(6);
  });
});
