import { Router, type Response } from 'express';
import type { MemberId } from '../../domain/shared/ids';
import type { SiteSettings } from '../../domain/settings/site-settings';
import type { AppDependencies } from '../app-dependencies';
import { activateRequest, signupRequest } from '../contract/signup-requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { linkBase } from '../http/link-base';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { setSessionCookie } from '../http/session-cookie';
import { trackingFrom } from '../http/tracking-cookie';
import { toApiUser } from '../presenters';
import { addressGroup } from '../../domain/accounts/login-lockout';
import { requireWithinLimit } from '../../domain/shared/rate-limiter';

type Deps = Pick<AppDependencies, 'config' | 'members' | 'signupActivation' | 'rateLimiter' | 'clock' | 'idempotencyKeys'>;

/** Signup, activation through the mailed link, and asking for that mail again. */
export function signupRoutes(deps: Deps): Router {
  const router = Router();
  const secure = deps.config.cookieSecure;
  const activationOptions = (settings: SiteSettings) => ({
    linkBase: linkBase(settings),
    domain: settings.domain,
    linkHours: settings.activation_link_hours,
  });
  const sendUser = async (res: Response, memberId: MemberId, settings: SiteSettings, status: number) => {
    const member = await deps.members.findById(memberId);
    if (!member) throw new Error(`member ${memberId} vanished`);
    res.status(status).json({ user: toApiUser(member, settings) });
  };

  router.post('/signup.php', async (req, res) => {
    const form = parseInput(signupRequest, req.body);
    const { settings } = contextOf(res);
    // The key names the address only: a request cannot choose a fresh counter by naming another Host.
    await requireWithinLimit(deps.rateLimiter, `signup:ip:${addressGroup(req.ip ?? '')}`, settings.signups_per_ip_per_hour, 3600, deps.clock.now());
    const { invite_code, ...rest } = form;
    const signedUp = await deps.signupActivation.signUp.run({
      ...rest,
      inviteCode: invite_code,
      language: settings.domain_language.slice(0, 2),
      minAge: settings.min_age,
      freeMessages: settings.free_messages,
      signupCredits: settings.signup_credits,
      countries: settings.countries,
      signups: settings.signups,
      tracking: trackingFrom(req),
      activation: activationOptions(settings),
    });
    if (!signedUp.activationMailSent) req.log.warn({ memberId: signedUp.memberId }, 'activation mail could not be sent');
    setSessionCookie(res, signedUp.session.token, secure);
    await sendUser(res, signedUp.memberId, settings, 201);
  });

  router.post('/activate.php', async (req, res) => {
    const { token } = parseInput(activateRequest, req.body);
    const { memberId, session } = await deps.signupActivation.activateAccount.run(token);
    setSessionCookie(res, session.token, secure);
    await sendUser(res, memberId, contextOf(res).settings, 200);
  });

  router.post('/activation-mail.php', requireMember, idempotent(deps), async (req, res) => {
    const { settings, memberId } = contextOf(res);
    await deps.signupActivation.resendActivation.run({
      memberId: memberId!,
      perHour: settings.activation_mails_per_hour,
      activation: activationOptions(settings),
    });
    res.json({ ok: true });
  });

  return router;
}
