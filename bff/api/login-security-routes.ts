import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { mailChangeBody, mailChangeDoBody, passwordChangeBody, passwordResetBody, passwordResetDoBody } from '../contract/login-security-requests';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'accounts' | 'logger'>;

/** Password reset and change, email change (docs/api.md "Login, password, email"). */
export function loginSecurityRoutes(deps: Deps): Router {
  const router = Router();
  const loginSecurity = deps.accounts;

  router.post('/password-reset.php', async (req, res) => {
    const { email } = parseInput(passwordResetBody, req.body);
    const { settings } = contextOf(res);
    await loginSecurity.requestPasswordReset.run({
      email,
      mailsPerDay: settings.reset_mails_per_day,
      linkMinutes: settings.reset_link_minutes,
      domain: settings.domain,
      // As many requests per address as failed logins: a swept list of emails gets no more mail out of the site.
      ip: req.ip ?? 'unknown',
      perIp: { limit: settings.login_attempts_per_ip, minutes: settings.login_lockout_minutes },
    });
    res.json({ ok: true });
  });

  router.post('/password-reset-do.php', async (req, res) => {
    const body = parseInput(passwordResetDoBody, req.body);
    const { settings } = contextOf(res);
    await loginSecurity.resetPassword.run({
      token: body.token,
      password: body.password,
      confirmation: body.password_confirmation,
      site: { domain: settings.domain },
    });
    res.json({ ok: true });
  });

  router.put('/password.php', requireMember, async (req, res) => {
    const body = parseInput(passwordChangeBody, req.body);
    const context = contextOf(res);
    await loginSecurity.changePassword.run({
      memberId: context.memberId!,
      sessionToken: context.sessionToken!,
      currentPassword: body.current_password,
      password: body.password,
      site: { domain: context.settings.domain },
    });
    deps.logger.info({ requestId: context.requestId, memberId: context.memberId }, 'password changed, other sessions ended');
    res.json({ ok: true });
  });

  router.post('/mail-change.php', requireMember, async (req, res) => {
    const body = parseInput(mailChangeBody, req.body);
    const context = contextOf(res);
    await loginSecurity.requestEmailChange.run({
      memberId: context.memberId!,
      email: body.email,
      password: body.password,
      linkHours: context.settings.email_change_link_hours,
      domain: context.settings.domain,
    });
    res.json({ ok: true });
  });

  router.post('/mail-change-do.php', async (req, res) => {
    const { token } = parseInput(mailChangeDoBody, req.body);
    const { settings } = contextOf(res);
    const { email } = await loginSecurity.confirmEmailChange.run(token, { domain: settings.domain });
    res.json({ ok: true, email });
  });

  return router;
}
