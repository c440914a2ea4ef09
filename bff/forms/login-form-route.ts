import express, { Router } from 'express';
import { isDomainError } from '../../domain/shared/domain-error';
import type { AppDependencies } from '../app-dependencies';
import { formProblemQuery, type FormProblem } from '../contract/form-problem';
import { checkRequest } from '../contract/fields';
import { loginBody } from '../contract/requests';
import { logInMember } from '../http/member-login';
import { sameOriginGuard } from '../http/same-origin-guard';

type Deps = Pick<AppDependencies, 'config' | 'accounts' | 'logger'>;

/** Where a logged-in member starts, as after the page's own login (web/pages/login). */
const AFTER_LOGIN = '/members';

/**
 * POST /login: the login page's form as the browser sends it before the page's scripts run, or without them. The same
 * login as POST /api/user.php, answered as a form expects: 303 to the members' page, or back to /login with the problem
 * in the query (bff/contract/form-problem.ts), which the page shows. Another site's post is refused by the same guard
 * as the API's.
 */
export function loginFormRoute(deps: Deps): Router {
  const router = Router();
  router.post('/login', sameOriginGuard, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const back = (problem: FormProblem) => res.redirect(303, `/login?${formProblemQuery(problem)}`);
    const checked = checkRequest(loginBody, req.body);
    if (!checked.ok) {
      const given = (req.body as Record<string, unknown> | undefined)?.[checked.field];
      back({ code: 'invalid_input', field: checked.field, reason: typeof given === 'string' && given.trim() !== '' ? 'invalid' : 'required' });
      return;
    }
    try {
      await logInMember(deps, req, res, checked.data.email, checked.data.password);
    } catch (error) {
      if (!isDomainError(error) || (error.code !== 'login_failed' && error.code !== 'login_locked')) throw error;
      const minutes = error.details?.minutes;
      back({ code: error.code, ...(typeof minutes === 'number' ? { minutes } : {}) });
      return;
    }
    res.redirect(303, AFTER_LOGIN);
  });
  return router;
}
