import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = path.resolve('screenshots');
/**
 * The page has hydrated: Vike marks the shell rendered, and the page inside the Wrapper's Suspense boundary (which
 * hydrates after it, in slices: +Wrapper.tsx) is React's, its last element carrying React's fiber.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!(window as unknown as { _vike?: { fullyRenderedUrl?: string } })._vike?.fullyRenderedUrl) return false;
      const last = document.getElementById('root')?.lastElementChild;
      return !last || Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Resolves once a live socket the page opens from now on has been told `ready` by the server (subscribed). Call it
 * before the navigation that opens the socket: a session ended before that reaches the tab only by its next call.
 */
export function liveSocketReady(page: Page): Promise<void> {
  return new Promise<void>((resolve) =>
    page.on('websocket', (ws) => {
      if (ws.url().endsWith('/live')) ws.on('framereceived', (frame) => String(frame.payload).includes('"ready"') && resolve());
    }),
  );
}

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 860 } } as const;

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });

/** Every console error and uncaught page error of a context, so a journey can fail on any of them. */
export class ConsoleErrors {
  readonly errors: string[] = [];

  watch(context: BrowserContext): void {
    const watchPage = (page: Page) => {
      page.on('console', (message) => {
        if (message.type() === 'error') this.errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => this.errors.push(`${page.url()}: ${error.message}`));
    };
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  }
}

/** A full-page screenshot of the page at phone and desktop width, for a person to look at. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // Two frames: the page has laid itself out at the new width.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
