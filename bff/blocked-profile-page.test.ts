import express from 'express';
import supertest from 'supertest';
import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/support/test-databases';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../test/support/members';
import { data as profilePageData } from '../web/pages/members/@id/+data';
import { memberSession } from './http/member-session';
import { contextOf } from './http/request-context';
import { pageServicesFor } from './page-services';

/**
 * The profile page of a blocked member (issue 27): the member who blocked sees whom she blocked, to lift the block
 * there; the blocked member gets the 404 a hidden profile gives, and others see the profile as ever.
 */
describe.each(databaseKinds())('the profile page of a blocked member on %s', (kind) => {
  let server: TestServer;
  let anna: GivenMember;
  let bram: GivenMember;
  let cas: GivenMember;
  let page: (id: number, cookie?: string) => supertest.Test;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anna = await givenMember(server.database.knex, { name: 'Anna' });
    bram = await givenMember(server.database.knex, { name: 'Bram' });
    cas = await givenMember(server.database.knex, { name: 'Cas' });
    const deps = server.composition.dependencies;
    await deps.privacy.blockMember.run(anna.id, bram.id);
    const app = express();
    app.use((_req, res, next) => {
      Object.assign(res.locals, { requestId: 'blocked-profile', cspNonce: 'n', trafficSource: false });
      next();
    });
    app.use(memberSession({ sessions: deps.accounts.sessions, settings: deps.settings }));
    app.get('/members/:id', async (req, res) => {
      const services = await pageServicesFor(deps, contextOf(res));
      try {
        res.json(await profilePageData({ routeParams: { id: req.params.id }, services } as unknown as PageContextServer));
      } catch (abort) {
        // vike's render(404) in +data: the page answers 404.
        res.status((abort as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort?.abortStatusCode ?? 500).end();
      }
    });
    page = (id, cookie) => {
      const request = supertest(app).get(`/members/${id}`);
      return cookie ? request.set('Cookie', cookie) : request;
    };
  });
  afterAll(() => server.close());

  it('shows the member who blocked whom she blocked, and nothing more of him', async () => {
    const answer = await page(bram.id, await sessionCookieFor(server.api, anna));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ kind: 'blocked', profile: { id: bram.id, name: 'Bram' } });
  });

  it('answers the blocked member 404, as any hidden profile: he does not learn of the block, nor does anyone else', async () => {
    expect((await page(anna.id, await sessionCookieFor(server.api, bram))).status).toBe(404);
    const other = await page(bram.id, await sessionCookieFor(server.api, cas));
    expect([other.status, other.body.kind]).toEqual([200, 'profile']);
    const visitor = await page(bram.id);
    expect([visitor.status, visitor.body.kind]).toEqual([200, 'teaser']);
  });

  it('shows the profile again once she lifted the block', async () => {
    await server.composition.dependencies.privacy.unblockMember.run(anna.id, bram.id);
    const answer = await page(bram.id, await sessionCookieFor(server.api, anna));
    expect(answer.body.kind).toBe('profile');
    await server.composition.dependencies.privacy.blockMember.run(anna.id, bram.id);
  });
});
