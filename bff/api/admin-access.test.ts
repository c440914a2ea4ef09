import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActor, operatorId } from '../../domain/operators/actor';
import { may, type OperatorAction } from '../../domain/operators/permissions';
import { OPERATOR_ROLES, type OperatorRole } from '../../domain/operators/roles';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { ADMIN_CLIENT, adminClient, givenOperator, OPERATOR_TEST_PASSWORD } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { guardOf } from '../http/operator-session';
import { adminRoutes } from './admin-routes';

interface AdminCall {
  readonly method: string;
  /** The route as declared, e.g. /members/:id/credits. */
  readonly route: string;
  /** The same with every parameter an id nobody has: an allowed role gets 400 or 404 and changes nothing. */
  readonly path: string;
  readonly guard: OperatorAction | 'signed_in' | undefined;
}

interface RouteLayer {
  readonly rawPath?: string;
  readonly route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  readonly handle: { stack?: RouteLayer[] };
}

/** Every call the back office's router declares, with the guard its handlers carry, sub-routers included. */
function callsOf(router: { stack?: RouteLayer[] }, prefix = ''): AdminCall[] {
  return (router.stack ?? []).flatMap((layer): AdminCall[] => {
    if (layer.route) {
      const route = `${prefix}${layer.route.path === '/' && prefix ? '' : layer.route.path}`;
      const guard = layer.route.stack.map((handler) => guardOf(handler.handle)).find((found) => found !== undefined);
      return Object.keys(layer.route.methods)
        .filter((method) => layer.route!.methods[method])
        .map((method) => ({ method: method.toUpperCase(), route, path: route.replace(/:[A-Za-z_]+/g, '987654321'), guard }));
    }
    if (layer.handle.stack && layer.rawPath && layer.rawPath !== '/') return callsOf(layer.handle, `${prefix}${layer.rawPath}`);
    return [];
  });
}

/** The calls one makes without a session: the operator's login and its second step, logging out, and setting her first password with her set-up link (decision 0083). */
const OPEN_CALLS = ['POST /login', 'POST /totp', 'POST /logout', 'POST /setup'];

/**
 * Who may call what, written down apart from the routes (the rule's table, not read from the guards): a guard that names
 * the wrong action fails here. A call added to the router and not to this table fails too.
 */
const REQUIRED: Readonly<Record<string, OperatorAction | 'signed_in'>> = {
  'GET /me': 'signed_in',
  'GET /audit': 'audit.view',
  'POST /operators': 'operators.manage',
  'GET /operators': 'operators.manage',
  'POST /operators/:id/role': 'operators.manage',
  'POST /operators/:id/disable': 'operators.manage',
  'POST /operators/:id/enable': 'operators.manage',
  'POST /operators/:id/reset-second-factor': 'operators.manage',
  'POST /operators/:id/resend-setup': 'operators.manage',
  'GET /settings': 'settings.edit',
  'POST /settings/:key': 'settings.edit',
  'POST /settings/:key/reset': 'settings.edit',
  'GET /members': 'members.view',
  'GET /members/:id': 'members.view',
  'POST /members/:id/end-sessions': 'members.edit',
  'POST /members/:id/credits': 'credits.correct',
  'POST /members/:id/resend-activation': 'mail.resend',
  'POST /members/:id/email': 'members.edit',
  'POST /members/:id/delete': 'members.edit',
  'GET /members/:id/export': 'gdpr.handle',
  'POST /members/:id/erase': 'gdpr.handle',
  'POST /members/:id/suspend': 'members.suspend',
  'POST /members/:id/lift-suspension': 'members.suspend',
  'GET /reports': 'reports.work',
  'GET /reports/:id': 'reports.work',
  'POST /reports/:id/assign': 'reports.work',
  'POST /reports/:id/resolve': 'reports.work',
  'GET /complaints': 'reports.work',
  'POST /complaints/:id/resolve': 'reports.work',
  'POST /complaints/:id/assign': 'reports.work',
  'GET /photos': 'photos.moderate',
  'GET /photos/:id/image': 'photos.moderate',
  'POST /photos/:id/approve': 'photos.moderate',
  'POST /photos/:id/reject': 'photos.moderate',
  'GET /dashboard': 'dashboard.view',
  'GET /dashboard.csv': 'dashboard.view',
  'GET /discounts': 'discounts.edit',
  'POST /discounts': 'discounts.edit',
  'POST /discounts/:code/limit': 'discounts.edit',
  'POST /discounts/:code/end': 'discounts.edit',
  'GET /payments': 'payments.view',
  'GET /payments/:id': 'payments.view',
  'POST /payments/:id/refunds': 'payments.refund',
  'POST /payments/:id/reversal': 'payments.refund',
};
const nameOf = (call: AdminCall) => `${call.method} ${call.route}`;

/**
 * Issue 25's access-control sweep over /api/admin (the attack suite's ideas, ../shared/notes/security.md "Access"): the
 * router itself is read, so a call added tomorrow is swept too. Every call but the login's requires the action the
 * table below gives it; a visitor gets 401 on each, a member's session 403, half an operator session (password without code) 401,
 * a member's session token under the operator's cookie 401, a write without the site's header or from another site 403,
 * and each role 403 exactly where the permission rule says no — and never 401/403 where it says yes.
 */
describe.each(databaseKinds())('access to every back office call on %s', (kind) => {
  let server: TestServer;
  let calls: AdminCall[];
  let memberCookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    calls = callsOf(adminRoutes(server.composition.dependencies) as unknown as Router & { stack: RouteLayer[] }).filter((call) => call.method !== 'HEAD');
    memberCookie = await sessionCookieFor(server.api, await givenMember(server.database.knex));
  });
  afterAll(() => server.close());

  const client = adminClient(() => server);
  const send = (call: AdminCall, cookie?: string, headers: Record<string, string> = ADMIN_CLIENT) => {
    const request = server.api[call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](`/api/admin${call.path}`).set(headers);
    if (cookie) request.set('Cookie', cookie);
    return call.method === 'GET' ? request : request.send({});
  };
  const guarded = () => calls.filter((call) => !OPEN_CALLS.includes(nameOf(call)));

  it('reads the router: the calls of every area are there, and each but the login names what it requires', () => {
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.map(nameOf)).toEqual(expect.arrayContaining(OPEN_CALLS));
    expect(Object.fromEntries(guarded().map((call) => [nameOf(call), call.guard]))).toEqual(REQUIRED);
  });

  it('answers a visitor 401 and a member’s session 403 on every guarded call, and changes nothing', async () => {
    const auditBefore = await server.database.knex('audit_log').count({ n: '*' }).first();
    for (const call of guarded()) {
      expect([call.route, (await send(call)).status]).toEqual([call.route, 401]);
      expect([call.route, (await send(call, memberCookie)).status]).toEqual([call.route, 403]);
    }
    expect(await server.database.knex('audit_log').count({ n: '*' }).first()).toEqual(auditBefore);
  });

  it('opens nothing to half a session or to a member’s token under the operator’s cookie', async () => {
    const operator = await givenOperator(server.composition.container, 'admin');
    const half = client.cookieOf(await client.post('/login', { email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(200));
    const forged = `hs_operator=${memberCookie.split('=').slice(1).join('=')}`;
    for (const call of guarded()) {
      expect([call.route, (await send(call, half)).status]).toEqual([call.route, 401]);
      expect([call.route, (await send(call, forged)).status]).toEqual([call.route, 401]);
    }
  });

  it('refuses every write without the site’s own header, or from another site, even with a full admin session', async () => {
    const admin = await client.as('admin');
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.length).toBeGreaterThan(3);
    for (const call of writes) {
      expect([call.route, (await send(call, admin, {})).status]).toEqual([call.route, 403]);
      expect([call.route, (await send(call, admin, { ...ADMIN_CLIENT, 'Sec-Fetch-Site': 'cross-site' })).status]).toEqual([call.route, 403]);
    }
  });

  it.each(OPERATOR_ROLES)('lets a %s through exactly where the permission rule allows', async (role: OperatorRole) => {
    const cookie = await client.as(role);
    const actor = operatorActor(operatorId(1), role);
    for (const call of guarded()) {
      const status = (await send(call, cookie)).status;
      const required = REQUIRED[nameOf(call)]!;
      const allowed = required === 'signed_in' || may(actor, required);
      if (allowed) expect([call.method, call.route, [401, 403].includes(status)]).toEqual([call.method, call.route, false]);
      else expect([call.method, call.route, status]).toEqual([call.method, call.route, 403]);
    }
  });
});
