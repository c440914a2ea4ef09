import express from 'express';
import supertest from 'supertest';
import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDiscountCodes } from '../adapters/postgres/postgres-discount-codes';
import { memberId } from '../domain/shared/ids';
import { percent } from '../domain/shared/quantities';
import { aDiscountCode } from '../test/support/discount-code-mother';
import { givenMember, sessionCookieFor } from '../test/support/members';
import { startTestServer, type TestServer } from '../test/support/test-server';
import { data as creditsData } from '../web/pages/credits/+data';
import { data as orderData } from '../web/pages/credits/@id/+data';
import { memberSession } from './http/member-session';
import { contextOf } from './http/request-context';
import { pageServicesFor } from './page-services';

/**
 * SPEC §7 "query passthrough" (issue 27): the credit pages' data with a code in the address, as Vike runs it on the
 * server (the session, the page's services, the page's +data), answered as JSON here.
 */
describe('a discount code in the address of the credit pages', () => {
  let server: TestServer;
  let app: express.Express;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const knex = server.database.knex;
    const [anna, bram] = [await givenMember(knex, { country: 'NL' }), await givenMember(knex, { country: 'NL' })];
    // Past their welcome offers: the code is the only discount.
    await knex('members').whereIn('id', [anna.id, bram.id]).update({ signup_date: new Date(Date.now() - 5 * 86_400_000) });
    const codes = new PostgresDiscountCodes(knex);
    await codes.add(aDiscountCode({ code: 'LINK30', percentage: percent(30) }), new Date());
    await codes.add(aDiscountCode({ code: 'VOORANNA', percentage: percent(50), memberId: memberId(anna.id) }), new Date());
    await codes.add(aDiscountCode({ code: 'ALLEENPAYPAL', percentage: percent(20), paymentMethods: ['paypal'] }), new Date());
    cookie = await sessionCookieFor(server.api, anna);
    otherCookie = await sessionCookieFor(server.api, bram);

    const deps = server.composition.dependencies;
    app = express();
    app.use((_req, res, next) => {
      Object.assign(res.locals, { requestId: 'passthrough', cspNonce: 'n', trafficSource: false });
      next();
    });
    app.use(memberSession({ sessions: deps.accounts.sessions, settings: deps.settings }));
    const page = (data: (context: PageContextServer) => Promise<unknown>) => async (req: express.Request, res: express.Response) => {
      try {
        const services = await pageServicesFor(deps, contextOf(res));
        const search = Object.fromEntries(Object.entries(req.query).map(([key, value]) => [key, String(value)]));
        const context = { services, routeParams: { id: req.params.id ?? '', paymentmethod: req.params.method }, urlParsed: { search } };
        res.json(await data(context as unknown as PageContextServer));
      } catch (error) {
        res.status(403).json({ error: (error as Error).message });
      }
    };
    app.get('/credits', page(creditsData));
    app.get('/credits/:id/:method', page(orderData));
  });
  afterAll(() => server.close());

  const get = (path: string, as = cookie) => supertest(app).get(path).set('Cookie', as);

  it('prices the bundles at the code of the address and says so', async () => {
    const answer = await get('/credits?code=link30');
    expect(answer.status).toBe(200);
    expect(answer.body.passed).toMatchObject({ code: 'link30', discount: { code: 'LINK30', percentage: 30 } });
    expect(answer.body.offer.discount.code).toBe('LINK30');
    const first = answer.body.offer.bundles[0];
    expect([first.amount, first.discounted_amount]).toEqual([9.95, 6.96]);
  });

  it('without a code: the offer as it is, nothing passed', async () => {
    const answer = await get('/credits');
    expect(answer.body.passed).toBeNull();
    expect(answer.body.offer.bundles[0].discounted_amount).toBe(answer.body.offer.bundles[0].amount);
  });

  it('a code that does not work, or is malformed: the reason as a typed code’s, for the code’s field, and the prices unchanged', async () => {
    for (const [code, reason] of [
      ['BESTAATNIET', 'code_not_found'],
      ['<script>', 'code_invalid'],
      ['x'.repeat(41), 'code_invalid'],
    ] as const) {
      const answer = await get(`/credits?code=${encodeURIComponent(code)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.passed).toEqual({ code, problem: { code: reason, field: 'discount_code' } });
      expect(answer.body.offer.discount).toBeNull();
      expect(answer.body.offer.bundles[0].discounted_amount).toBe(9.95);
    }
  });

  it('another member’s personal code is only "Code ongeldig": whose it is stays unsaid', async () => {
    expect((await get('/credits?code=VOORANNA')).body.passed).toMatchObject({ discount: { code: 'VOORANNA' } });
    expect((await get('/credits?code=VOORANNA', otherCookie)).body.passed).toEqual({ code: 'VOORANNA', problem: { code: 'code_invalid', field: 'discount_code' } });
  });

  it('on the order page the code is checked against the bundle and the method of the address', async () => {
    expect((await get('/credits/1/paypal?code=ALLEENPAYPAL')).body.passed).toMatchObject({ discount: { code: 'ALLEENPAYPAL' } });
    expect((await get('/credits/1/ideal?code=ALLEENPAYPAL')).body.passed).toEqual({ code: 'ALLEENPAYPAL', problem: { code: 'code_invalid', field: 'discount_code' } });
  });

  it('is refused to a visitor: the page service checks codes for members only', async () => {
    const deps = server.composition.dependencies;
    const visitor = express();
    visitor.use((_req, res, next) => {
      Object.assign(res.locals, { requestId: 'passthrough', cspNonce: 'n', trafficSource: false });
      next();
    });
    visitor.use(memberSession({ sessions: deps.accounts.sessions, settings: deps.settings }));
    visitor.get('/', async (_req, res) => {
      const services = await pageServicesFor(deps, contextOf(res));
      await expect(services.checkDiscountCode({ code: 'LINK30' })).rejects.toThrow('authentication required');
      res.json({ ok: true });
    });
    expect((await supertest(visitor).get('/')).body).toEqual({ ok: true });
  });
});
