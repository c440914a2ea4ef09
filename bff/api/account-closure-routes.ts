import { Router, type Request, type Response } from 'express';
import { DomainError } from '../../domain/shared/domain-error';
import { memberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import {
  blockBody,
  deleteAccountBody,
  invisibleBody,
  reactivateBody,
  reactivationRequestBody,
} from '../contract/account-closure-requests';
import { parseInput } from '../http/input-error';
import { linkBase } from '../http/link-base';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { toApiProfile, toApiUser } from '../presenters';
import { requireWithinLimit } from '../../domain/shared/rate-limiter';

type Deps = Pick<AppDependencies, 'accountClosure' | 'members' | 'config' | 'rateLimiter' | 'clock'>;

/** Reactivation requests per address and hour: the answer never says whether a mail went out, but mail costs. */
export const REACTIVATION_REQUESTS_PER_IP_HOUR = 10;
/** Exports per member and hour: each reads every conversation the member has. */
export const EXPORTS_PER_HOUR = 10;

/** Blocks, invisible mode, data export, deletion and reactivation (docs/api.md "Privacy and closing the account"). */
export function accountClosureRoutes(deps: Deps): Router {
  const router = Router();
  const services = deps.accountClosure;
  const secure = deps.config.cookieSecure;
  router.use(['/invisible.php', '/blocks.php', '/block.php', '/export.php', '/delete-account.php'], requireMember);

  const limit = (key: string, max: number) => requireWithinLimit(deps.rateLimiter, key, max, 3600, deps.clock.now());

  const currentUser = async (res: Response, id: number) => {
    const member = await deps.members.findById(memberId(id));
    if (!member) throw new DomainError('not_found');
    return toApiUser(member, contextOf(res).settings);
  };

  router.put('/invisible.php', async (req, res) => {
    const { invisible } = parseInput(invisibleBody, req.body);
    const me = contextOf(res).memberId!;
    await services.setInvisible.run(me, invisible);
    res.json({ user: await currentUser(res, me) });
  });

  router.get('/blocks.php', async (_req, res) => {
    const profiles = await services.listBlockedMembers.run(contextOf(res).memberId!);
    res.json({ profiles: profiles.map(toApiProfile) });
  });

  router.post('/block.php', async (req, res) => {
    const { profile_id } = parseInput(blockBody, req.body);
    await services.blockMember.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  // DELETE bodies are dropped by some proxies and clients: the query may carry profile_id too.
  router.delete('/block.php', async (req, res) => {
    const { profile_id } = parseInput(blockBody, { ...req.query, ...(req.body as object | undefined) });
    await services.unblockMember.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  router.get('/export.php', async (_req, res) => {
    const { memberId: me, settings } = contextOf(res);
    await limit(`export:${me}`, EXPORTS_PER_HOUR);
    const data = await services.exportMemberData.run(me!, settings.cdn_prefix);
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', 'attachment; filename="hartslag-export.json"');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.post('/delete-account.php', async (req, res) => {
    const { password, reason } = parseInput(deleteAccountBody, req.body);
    const { memberId: me, settings } = contextOf(res);
    await services.deleteAccount.run({ memberId: me!, password, reason, linkBase: linkBase(settings), domain: settings.domain });
    clearSessionCookie(res, secure);
    res.json({ ok: true });
  });

  router.post('/reactivate.php', async (req: Request, res) => {
    const { email } = parseInput(reactivationRequestBody, req.body);
    await limit(`reactivate-ip:${req.ip}`, REACTIVATION_REQUESTS_PER_IP_HOUR);
    const { settings } = contextOf(res);
    await services.requestReactivation.run({ email, linkBase: linkBase(settings), domain: settings.domain });
    res.json({ ok: true });
  });

  router.post('/reactivate-do.php', async (req, res) => {
    const { token } = parseInput(reactivateBody, req.body);
    const { memberId: me, session } = await services.reactivate.run(token);
    setSessionCookie(res, session.token, secure);
    res.json({ user: await currentUser(res, me) });
  });

  return router;
}
