import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { signupBody } from '../contract/requests';
import { parseInput } from '../http/input-error';
import { contextOf } from '../http/request-context';
import { setSessionCookie } from '../http/session-cookie';
import { toApiUser } from '../presenters';

/** Signup and activation. */
export function signupRoutes(deps: AppDependencies): Router {
  const router = Router();
  const secure = deps.config.cookieSecure;

  router.post('/signup.php', async (req, res) => {
    const form = parseInput(signupBody, req.body);
    const context = contextOf(res);
    const settings = context.settings;
    const { memberId, session } = await deps.signupActivation.signUp.run({
      ...form,
      language: settings.domain_language.slice(0, 2),
      minAge: settings.min_age,
      freeMessages: settings.free_messages,
      signupCredits: settings.signup_credits,
    });
    setSessionCookie(res, session.token, secure);
    const member = await deps.members.findById(memberId);
    if (!member) throw new Error(`member ${memberId} vanished after signup`);
    res.status(201).json({ user: toApiUser(member, settings) });
  });

  return router;
}
