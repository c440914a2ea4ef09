/** The static pages of SPEC §2, served at /pages/<name>. */
export const STATIC_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;

export type StaticPageName = (typeof STATIC_PAGES)[number];

export const isStaticPage = (name: string): name is StaticPageName => (STATIC_PAGES as readonly string[]).includes(name);

/**
 * The static page a configured one-segment path names (SPEC §2 route `{token}`; setting `static_page_paths`, e.g.
 * `{"algemene-voorwaarden": "terms"}`), or undefined when the token is not configured or names no static page.
 * Tokens are matched lower-cased; only letters, digits and dashes make a token.
 */
export function staticPageForToken(token: string, paths: Readonly<Record<string, string>>): StaticPageName | undefined {
  const key = token.toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(key) || !Object.hasOwn(paths, key)) return undefined;
  const name = paths[key];
  return name !== undefined && isStaticPage(name) ? name : undefined;
}
