import { Router, type Response } from 'express';
import type { MemberId } from '../../domain/shared/ids';
import type { SiteSettings } from '../../domain/settings/site-settings';
import type { AppDependencies } from '../app-dependencies';
import { activateRequest, signupRequest } from '../contract/signup-requests';
import { idempotent } from '../http/idempotency';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { setSessionCookie } from '../http/session-cookie';
import { trackingFrom } from '../http/tracking-cookie';
import { toApiUser } from '../presenters';
import { resolveLocale } from '../../web/i18n/locale';

type Deps = Pick<AppDependencies, 'config' | 'accounts' | 'clock' | 'idempotencyKeys'>;

/** Signup, activation through the mailed link, and asking for that mail again. */
export function signupRoutes(deps: Deps): Router {
  const router = Router();
  const secure = deps.config.cookieSecure;
  const activationOptions = (settings: SiteSettings) => ({
    domain: settings.domain,
    linkHours: settings.activation_link_hours,
  });
  const sendUser = async (res: Response, memberId: MemberId, settings: SiteSettings, status: number) => {
    const member = await deps.accounts.currentMember.run(memberId);
    res.status(status).json({ user: toApiUser(member, settings) });
  };

  router.post('/signup.php', async (req, res) => {
    const form = parseInput(signupRequest, req.body);
    const { settings } = contextOf(res);
    const { invite_code, ...rest } = form;
    const signedUp = await deps.accounts.signUp.run({
      ...rest,
      inviteCode: invite_code,
      // The language she signed up in (SPEC §4: cookie, else the domain's), so her next login keeps it.
      language: resolveLocale(req.headers.cookie, settings.domain_language),
      minAge: settings.min_age,
      freeMessages: settings.free_messages,
      signupCredits: settings.signup_credits,
      countries: settings.countries,
      signups: settings.signups,
      tracking: trackingFrom(req),
      cameThroughTrafficSource: contextOf(res).trafficSource,
      activation: activationOptions(settings),
      ip: req.ip ?? '',
      signupsPerIpPerHour: settings.signups_per_ip_per_hour,
    });
    setSessionCookie(res, signedUp.session.token, secure);
    await sendUser(res, signedUp.memberId, settings, 201);
  });

  router.post('/activate.php', async (req, res) => {
    const { token } = parseInput(activateRequest, req.body);
    const { memberId, session } = await deps.accounts.activateAccount.run(token);
    setSessionCookie(res, session.token, secure);
    await sendUser(res, memberId, contextOf(res).settings, 200);
  });

  router.post('/activation-mail.php', requireMember, idempotent(deps), async (req, res) => {
    const { settings, memberId } = contextOf(res);
    await deps.accounts.resendActivation.run({
      memberId: memberId!,
      perHour: settings.activation_mails_per_hour,
      activation: activationOptions(settings),
    });
    res.json({ ok: true });
  });

  return router;
}
