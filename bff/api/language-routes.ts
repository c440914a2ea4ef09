import express, { Router } from 'express';
import { localisedPath } from '../../domain/locale/credit-paths';
import { isLocale } from '../../web/i18n/locale';
import type { AppDependencies } from '../app-dependencies';
import { formProblemQuery } from '../contract/form-problem';
import { LANGUAGE_FORM_PATH } from '../contract/language-form';
import { setLocaleCookie } from '../http/locale-cookie';
import { contextOf } from '../http/request-context';
import { isSameSitePath } from '../http/same-site-path';
import { sameOriginGuard } from '../http/same-origin-guard';

type Deps = Pick<AppDependencies, 'config' | 'profiles'>;

/**
 * POST /lang-config: the language menu's and the /lang-config page's form, a real form that needs no script (issue
 * 26). A visitor's choice is only the cookie; a member's is saved on her account too (as PUT /api/user.php). Answers
 * 303 to the page it was chosen on (a path of this site, else the home page), a credit page in the new language's
 * words; a language the site does not serve goes back to /lang-config with the field named.
 */
export function languageFormRoute(deps: Deps): Router {
  const router = Router();
  router.post(LANGUAGE_FORM_PATH, sameOriginGuard, express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const language = typeof body.language === 'string' ? body.language : undefined;
    if (!isLocale(language)) {
      const reason = language === undefined || language === '' ? 'required' : 'invalid';
      res.redirect(303, `${LANGUAGE_FORM_PATH}?${formProblemQuery({ code: 'invalid_input', field: 'language', reason })}`);
      return;
    }
    const { memberId, settings } = contextOf(res);
    if (memberId !== undefined) await deps.profiles.updateUserSettings.run(memberId, { language }, settings.countries);
    setLocaleCookie(res, language, deps.config.cookieSecure);
    const back = typeof body.back === 'string' && isSameSitePath(body.back) ? body.back : '/';
    res.redirect(303, localisedPath(back, language));
  });
  return router;
}
