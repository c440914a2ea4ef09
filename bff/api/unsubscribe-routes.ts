import express, { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { unsubscribeBody, unsubscribeQuery, type ApiUnsubscribed, type ApiUnsubscribeLink } from '../contract/unsubscribe-requests';
import { InputError, parseInput } from '../http/input-error';

type Deps = Pick<AppDependencies, 'unsubscribe' | 'logger'>;

/**
 * One-click unsubscribe (RFC 8058) and the footer's page (docs/api.md "Unsubscribe and mail feedback", decision 0057).
 * No session and no CSRF token: a mail client POSTs without either; the signed token is the authority, and names no
 * one but its own member. A GET only reads (link scanners open links); a POST changes, and repeating it changes no more.
 */
export function unsubscribeRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/unsubscribe.php', async (req, res) => {
    const { token } = parseInput(unsubscribeQuery, req.query);
    const view = await deps.unsubscribe.openLink.run(token);
    const answer: ApiUnsubscribeLink = { topic: view.topic, already_stopped: view.alreadyStopped };
    res.json(answer);
  });

  // Mail clients send the form `List-Unsubscribe=One-Click`; the page sends JSON (parsed by the app).
  router.post('/unsubscribe.php', express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }), async (req, res) => {
    const body = parseInput(unsubscribeBody, req.body);
    const fromQuery = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (fromQuery !== undefined && body.token !== undefined && fromQuery !== body.token) throw new InputError('token', 'two different tokens');
    const { token } = parseInput(unsubscribeQuery, { token: fromQuery ?? body.token ?? '' });
    const done = await deps.unsubscribe.unsubscribe.run(token);
    req.log.info({ member: done.member, topic: done.topic }, 'unsubscribed by link');
    const answer: ApiUnsubscribed = { topic: done.topic, unsubscribed: true };
    res.json(answer);
  });

  return router;
}
