import { Router, type Request, type Response } from 'express';
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
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { toApiProfile, toApiUser } from '../presenters';

type Deps = Pick<AppDependencies, 'accounts' | 'privacy' | 'config' | 'privateMedia'>;

/** Blocks, invisible mode, data export, deletion and reactivation (docs/api.md "Privacy and closing the account"). */
export function accountClosureRoutes(deps: Deps): Router {
  const router = Router();
  const { accounts, privacy } = deps;
  const secure = deps.config.cookieSecure;
  router.use(['/invisible.php', '/blocks.php', '/block.php', '/export.php', '/delete-account.php'], requireMember);

  const currentUser = async (res: Response, id: number) => {
    const member = await accounts.currentMember.run(memberId(id));
    return toApiUser(member, contextOf(res).settings);
  };

  router.put('/invisible.php', async (req, res) => {
    const { invisible } = parseInput(invisibleBody, req.body);
    const me = contextOf(res).memberId!;
    await privacy.setInvisible.run(me, invisible);
    res.json({ user: await currentUser(res, me) });
  });

  router.get('/blocks.php', async (_req, res) => {
    const profiles = await privacy.listBlockedMembers.run(contextOf(res).memberId!);
    res.json({ profiles: profiles.map(toApiProfile) });
  });

  router.post('/block.php', async (req, res) => {
    const { profile_id } = parseInput(blockBody, req.body);
    await privacy.blockMember.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  // DELETE bodies are dropped by some proxies and clients: the query may carry profile_id too.
  router.delete('/block.php', async (req, res) => {
    const { profile_id } = parseInput(blockBody, { ...req.query, ...(req.body as object | undefined) });
    await privacy.unblockMember.run(contextOf(res).memberId!, memberId(profile_id));
    res.json({ ok: true });
  });

  router.get('/export.php', async (_req, res) => {
    const { memberId: me, settings } = contextOf(res);
    const paths = deps.privateMedia.pathsFor(me);
    // A private photo's path is a link of this site (decision 0043); a public one is under the cdn_prefix.
    const data = await privacy.exportMemberData.run(me!, (file) => {
      const path = paths(file);
      return path.startsWith('/') ? path : `${settings.cdn_prefix}${path}`;
    });
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', 'attachment; filename="hartslag-export.json"');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.post('/delete-account.php', async (req, res) => {
    const { password, reason } = parseInput(deleteAccountBody, req.body);
    const { memberId: me, settings } = contextOf(res);
    await accounts.deleteAccount.run({ memberId: me!, password, reason, domain: settings.domain });
    clearSessionCookie(res, secure);
    res.json({ ok: true });
  });

  router.post('/reactivate.php', async (req: Request, res) => {
    const { email } = parseInput(reactivationRequestBody, req.body);
    const { settings } = contextOf(res);
    await accounts.requestReactivation.run({ email, ip: req.ip ?? 'unknown', domain: settings.domain });
    res.json({ ok: true });
  });

  router.post('/reactivate-do.php', async (req, res) => {
    const { token } = parseInput(reactivateBody, req.body);
    const { memberId: me, session } = await accounts.reactivate.run(token);
    setSessionCookie(res, session.token, secure);
    res.json({ user: await currentUser(res, me) });
  });

  return router;
}
