/**
 * The language choice's form (decision 0064): the /lang-config page and the top bar's language menu post it to the
 * page's own path, with `language` and `back` (the page to return to). A language the site does not serve comes back to
 * the page with this problem (bff/contract/form-problem.ts).
 */
export const LANGUAGE_FORM_PATH = '/lang-config';
export const LANGUAGE_FORM_PROBLEMS = { codes: ['invalid_input'], fields: ['language'] } as const;
