import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ConsoleErrors, hydrated, launchChromium, VIEWPORTS } from './browser';
import { startE2eServer, type E2eServer } from './app-server';

export type Viewport = { readonly width: number; readonly height: number };

export interface E2eSession {
  /** The running app; set once the suite's beforeAll has run. */
  readonly app: E2eServer;
  readonly consoleErrors: ConsoleErrors;
  /**
   * A page in a fresh browser context (its own cookies), watched for console errors. Its visitor has answered the
   * site-entry warning and the cookie banner already (refused), so neither covers the page under test.
   */
  newPage(viewport?: Viewport): Promise<Page>;
  /** A page in a fresh context whose visitor arrives for the first time: the entry warning and cookie banner show. */
  newArrival(viewport?: Viewport): Promise<Page>;
  /** A page in a fresh context with JavaScript off: what the server's HTML does on its own. */
  newPageWithoutScripts(viewport?: Viewport): Promise<Page>;
  /** A fresh page logged in as one of the demo logins (demo@, lisa@), by the API. */
  loggedIn(email: string, viewport?: Viewport): Promise<Page>;
}

/**
 * A page whose `goto`, `reload` and `waitForURL` return once the page they load or wait for has hydrated. The
 * server's HTML paints before the page's scripts are even fetched (decision 0039), so a test that filled a form or
 * clicked at once would act on HTML no script answers yet: it acts, as a member does, once the page responds.
 */
function waitingForHydration(page: Page): Page {
  const thenHydrated =
    <A extends unknown[], R>(navigation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await navigation(...args);
      await hydrated(page);
      return result;
    };
  return Object.assign(page, {
    goto: thenHydrated(page.goto.bind(page)),
    reload: thenHydrated(page.reload.bind(page)),
    // After a login or a logout the product loads the next page whole (`location.href`): it hydrates first.
    waitForURL: thenHydrated(page.waitForURL.bind(page)),
  });
}

/** Issue 24: the cookies of a visitor who said she is 18 or older and refused the optional cookies (decision 0062). */
export const arrivedCookies = (url: string) => [
  { name: 'hs_entry_ok', value: '1', url },
  { name: 'hs_consent', value: 'refused.1', url },
];

/** Starts the production build on a fresh database and one Chromium for the suite it is called in. */
export function useE2eSession(): E2eSession {
  let app: E2eServer | undefined;
  let browser: Browser | undefined;
  const consoleErrors = new ConsoleErrors();

  beforeAll(async () => {
    app = await startE2eServer();
    browser = await launchChromium();
  });
  // Whatever a test looks at, no page of it may fail to hydrate or throw in React: the server's HTML and the
  // browser's first render must agree on every page a journey passes.
  afterEach(() => {
    expect(consoleErrors.errors.filter((error) => /Minified React error|Hydration/i.test(error))).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.server.close();
  });

  return {
    get app() {
      if (!app) throw new Error('the e2e app is not running yet');
      return app;
    },
    consoleErrors,
    async newPage(viewport = VIEWPORTS.desktop) {
      if (!browser || !app) throw new Error('the e2e browser is not running yet');
      const context = await browser.newContext({ viewport, baseURL: app.server.url, locale: 'nl-NL' });
      await context.addCookies(arrivedCookies(app.server.url));
      consoleErrors.watch(context);
      return waitingForHydration(await context.newPage());
    },
    async newArrival(viewport = VIEWPORTS.desktop) {
      if (!browser || !app) throw new Error('the e2e browser is not running yet');
      const context = await browser.newContext({ viewport, baseURL: app.server.url, locale: 'nl-NL' });
      consoleErrors.watch(context);
      return waitingForHydration(await context.newPage());
    },
    async newPageWithoutScripts(viewport = VIEWPORTS.desktop) {
      if (!browser || !app) throw new Error('the e2e browser is not running yet');
      const context = await browser.newContext({ viewport, baseURL: app.server.url, locale: 'nl-NL', javaScriptEnabled: false });
      await context.addCookies(arrivedCookies(app.server.url));
      consoleErrors.watch(context);
      return context.newPage();
    },
    async loggedIn(email, viewport = VIEWPORTS.desktop) {
      const known = app?.logins.find((login) => login.email === email);
      if (!known) throw new Error(`${email} is not a demo login`);
      const page = await this.newPage(viewport);
      const response = await page.request.post('/api/user.php', { data: { email: known.email, password: known.password } });
      if (response.status() !== 200) throw new Error(`logging in ${email} answered ${response.status()}`);
      return page;
    },
  };
}
