import { describe, expect, it } from 'vitest';
import { hydrated, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

interface Timings {
  firstPaint: number;
  /** When each largest-contentful-paint candidate painted, with its image if it was one. */
  largest: { at: number; url: string }[];
  /** When the browser started fetching each of the page's scripts. */
  scripts: { at: number; name: string }[];
  /** The photos the page marks as its largest element. */
  photos: string[];
}

/** Decision 0039: the server's HTML paints, and its first photos show, before the browser fetches a single script. */
describe('the first paint of a page', () => {
  const session = useE2eSession();

  async function timingsOf(path: string, login?: string): Promise<Timings> {
    const page = login ? await session.loggedIn(login, VIEWPORTS.phone) : await session.newPage(VIEWPORTS.phone);
    await page.addInitScript(() => {
      const seen: { at: number; url: string }[] = [];
      Object.assign(window, { largestSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) seen.push({ at: entry.startTime, url: entry.url });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(path);
    await hydrated(page);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      largest: (window as unknown as { largestSeen: { at: number; url: string }[] }).largestSeen,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ at: entry.startTime, name: new URL(entry.name).pathname })),
      // The copy of its srcset the browser chose, as the LCP report names it.
      photos: [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) => (img as HTMLImageElement).currentSrc),
    }));
    await page.context().close();
    return timings;
  }

  it('paints the login page before any of its scripts is fetched, and the page still hydrates', async () => {
    const { firstPaint, scripts } = await timingsOf('/login');
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script.at, script.name).toBeGreaterThanOrEqual(firstPaint);
  });

  it("shows the search's first photos before any script is fetched", async () => {
    const { firstPaint, largest, scripts, photos } = await timingsOf('/members', 'demo@hartslag.example');
    expect(photos.length).toBeGreaterThan(0);
    // The photos come as the WebP copies made for the card's slot (bff/http/photo-variants.ts), not the stored JPEG.
    for (const photo of photos) expect(photo).toMatch(/-thumb\.w(240|480)\.webp$/);
    const firstScript = Math.min(...scripts.map((script) => script.at));
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    // The largest element painted is one of those photos, and it painted before the first script was asked for.
    const photoPaint = largest.find((entry) => photos.includes(entry.url));
    expect(photoPaint, JSON.stringify(largest)).toBeDefined();
    expect(photoPaint!.at).toBeLessThanOrEqual(firstScript);
  });
});
