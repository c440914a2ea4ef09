import express, { type Express } from 'express';
import type { AppDependencies } from './app-dependencies';
import { accountClosureRoutes } from './api/account-closure-routes';
import { chatRoutes } from './api/chat-routes';
import { discountRoutes } from './api/discount-routes';
import { directDebitRoutes } from './api/direct-debit-routes';
import { likeRoutes } from './api/like-routes';
import { visitorRoutes } from './api/visitor-routes';
import { supportRoutes } from './api/support-routes';
import { paymentRoutes } from './api/payment-routes';
import { devMailboxRoutes } from './dev/dev-mailbox-routes';
import { loginSecurityRoutes } from './api/login-security-routes';
import { profileSettingsRoutes } from './api/profile-settings-routes';
import { signupRoutes } from './api/signup-routes';
import { memberRoutes } from './api/member-routes';
import { settingsRoutes } from './api/settings-routes';
import { userRoutes } from './api/user-routes';
import { notificationRoutes } from './api/notification-routes';
import { unsubscribeRoutes } from './api/unsubscribe-routes';
import { mailFeedbackRoutes } from './api/mail-feedback-routes';
import { errorHandler } from './http/error-handler';
import { formNotSentRoute } from './forms/form-not-sent-route';
import { languageFormRoute } from './api/language-routes';
import { loginFormRoute } from './forms/login-form-route';
import { loopbackOnly } from './http/loopback-only';
import { jobsRoutes } from './jobs/jobs-routes';
import { memberMediaGuard } from './http/member-media';
import { photoVariants } from './http/photo-variants';
import { PRIVATE_MEDIA_PATH, privateMedia } from './http/private-media';
import { memberSession } from './http/member-session';
import { trackingCookie } from './http/tracking-cookie';
import { resolveLocale } from '../web/i18n/locale';
import { consentFormRoute, consentRoutes } from './http/consent-routes';
import { contextOf } from './http/request-context';
import { sameOriginGuard } from './http/same-origin-guard';
import { staticPagePaths } from './http/static-page-paths';
import { securityHeaders } from './http/security-headers';
import { pageServicesFor } from './page-services';
import { requestLog } from './http/request-log';
import { compressAnswers } from './http/compress-answers';
import { refuseBackslashPaths } from './http/same-site-path';
import { onlyItsPaths } from './http/only-its-paths';
import { webManifest } from './http/web-manifest';
import { pushRoutes } from './api/push-routes';
import { adminRoutes } from './api/admin-routes';
import { MANIFEST_PATH } from './contract/web-manifest';

/** Builds the Express app from its dependencies; listening is server.ts's job. */
export async function createApp(deps: AppDependencies): Promise<Express> {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // A hop count or the proxies' addresses (bff/config.ts): the client address is never the client's own say.
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // No ETag by default: most answers are no-store and never asked for again; the cacheable ones make their own
  // (bff/http/cacheable-json.ts), static files theirs (express.static).
  app.set('etag', false);

  // The request id (req.id, the request context) and req.log; one line per request at info (bff/logger.ts redacts).
  app.use(requestLog(logger));
  // HTML pages and JSON answers of 1 KB or more, as brotli (quality 4) or gzip for a browser that takes them; the
  // build's files come precompressed (bff/ssr/precompressed.ts), images never are.
  app.use(compressAnswers);
  app.use(securityHeaders({ production: config.production, dev: config.dev, imageHosts: config.giphyApiKey ? ['https://*.giphy.com'] : [] }));
  // Before anything that answers with a redirect: no path with a backslash reaches a Location header.
  app.use(refuseBackslashPaths);
  app.use('/media', memberMediaGuard(deps), photoVariants(deps), express.static(config.mediaDir, { index: false, fallthrough: false, maxAge: '7d', extensions: false }));
  // Private photos and chat photos: a signed link, in the viewer's own session (decision 0043).
  app.use(PRIVATE_MEDIA_PATH, privateMedia({ ...deps, privateMediaDir: config.privateMediaDir }));
  app.use(express.json({ limit: '64kb', strict: true }));
  app.use(memberSession({ sessions: deps.accounts.sessions, settings: deps.settings }));
  app.use(trackingCookie);

  const api = express.Router();
  api.use(sameOriginGuard);
  // Answers carry member data: never kept by a browser or proxy cache. Routes with public data say otherwise.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Each router is entered only by a request for one of its own paths (decision 0053): one line per router.
  api.use(onlyItsPaths(settingsRoutes(deps)));
  // Before userRoutes: it answers PUT user.php and POST user.php?push=1 and passes plain logins on.
  api.use(onlyItsPaths(profileSettingsRoutes(deps)));
  api.use(onlyItsPaths(userRoutes(deps)));
  api.use(onlyItsPaths(signupRoutes(deps)));
  api.use(onlyItsPaths(loginSecurityRoutes(deps)));
  api.use(onlyItsPaths(accountClosureRoutes(deps)));
  api.use(onlyItsPaths(memberRoutes(deps)));
  api.use(onlyItsPaths(chatRoutes(deps)));
  api.use(onlyItsPaths(likeRoutes(deps)));
  api.use(onlyItsPaths(visitorRoutes(deps)));
  api.use(onlyItsPaths(supportRoutes(deps)));
  api.use(onlyItsPaths(discountRoutes(deps)));
  api.use(onlyItsPaths(paymentRoutes(deps)));
  api.use(onlyItsPaths(directDebitRoutes(deps)));
  api.use(onlyItsPaths(notificationRoutes(deps)));
  api.use(onlyItsPaths(pushRoutes(deps)));
  // Decision 0057: one-click unsubscribe (the token is the authority) and complaints and bounces (a shared secret).
  api.use(onlyItsPaths(unsubscribeRoutes(deps)));
  api.use(onlyItsPaths(mailFeedbackRoutes(deps)));
  // Issue 24, decision 0062: the cookie choice, a visitor's too.
  api.use(onlyItsPaths(consentRoutes(deps)));
  api.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  // Issue 25, decision 0070: the back office's calls, with the operator's own cookie, before the members' /api.
  app.use('/api/admin', adminRoutes(deps));
  app.use('/api', api);
  // Live reset links are in there: development only, and only for a browser on this machine.
  if (!config.production) app.use('/dev/mailbox', loopbackOnly, devMailboxRoutes(deps));
  app.use('/internal', loopbackOnly, jobsRoutes(deps));

  // The pages' forms as posted before their scripts run, or without them: the login's is sent, the others come back.
  // Each is entered only by a POST to its own path: a page request passes the four by with a lookup each instead of
  // each router's dispatch and a path match per route (decision 0085).
  app.use(onlyItsPaths(loginFormRoute(deps)));
  app.use(onlyItsPaths(formNotSentRoute()));
  app.use(onlyItsPaths(languageFormRoute(deps)));
  app.use(onlyItsPaths(consentFormRoute(deps)));

  // SPEC §2 `{token}`: configured one-segment paths lead to their static page; every other path goes on to the pages.
  app.use(staticPagePaths);

  // The installed app's manifest, per domain (issue 23).
  app.get(MANIFEST_PATH, webManifest(deps));

  if (config.pages) {
    const { mountSsr } = await import('./ssr/mount-ssr');
    await mountSsr(app, { dev: config.dev, root: process.cwd() }, async (req, res) => {
      const context = contextOf(res);
      // The page's locale, as the page itself decides it (+onCreatePageContext.server.ts): the settings' texts in it.
      const locale = resolveLocale(req.headers.cookie, context.settings.domain_language);
      return { services: await pageServicesFor(deps, context, locale), cspNonce: context.cspNonce };
    });
  }

  app.use(errorHandler(logger));
  return app;
}
