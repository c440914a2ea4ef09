import { Router } from 'express';
import { FORM_NOT_SENT, FORM_PROBLEM_PARAMS, SCRIPT_ONLY_FORM_PAGES, formProblemQuery } from '../contract/form-problem';

/**
 * POST to a page whose form only its scripts send (bff/contract/form-problem.ts): nothing is read or changed, and the
 * browser goes back to the page, its query kept (the reset link's token), with `problem=form_not_sent` for the layout
 * to say. Without this a tap before the page's scripts ran ended on a 404.
 */
export function formNotSentRoute(): Router {
  const router = Router();
  router.post([...SCRIPT_ONLY_FORM_PAGES], (req, res, next) => {
    // Express matches paths case-insensitively and with a trailing slash; the way back is the page's own path.
    const page = SCRIPT_ONLY_FORM_PAGES.find((path) => path === req.path);
    if (!page) return next();
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query)) {
      if (typeof value === 'string' && !(FORM_PROBLEM_PARAMS as readonly string[]).includes(name)) query.set(name, value);
    }
    const problem = new URLSearchParams(formProblemQuery({ code: FORM_NOT_SENT }));
    for (const [name, value] of problem) query.set(name, value);
    res.set('Cache-Control', 'no-store');
    res.redirect(303, `${page}?${query.toString()}`);
  });
  return router;
}
