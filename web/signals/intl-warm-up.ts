/**
 * The browser's number and date formatting made ready while the page's scripts are still on their way (issue 26,
 * decision 0054).
 *
 * A tab's first `Intl.NumberFormat` or `Intl.DateTimeFormat` (or their `supportedLocalesOf`, which react-intl's
 * `createIntl` and every `IntlMessageFormat` call) loads the browser's locale data: 100–150 ms of one task on a phone
 * (4× CPU slowdown), measured in Chromium, whichever of them comes first; the next ones cost a few ms. Left to the page,
 * it fell inside hydration's first task, whose render formats the first message with an argument, and made it the
 * longest task of the load. Inlined in the head after the capture of early input, this starts it once the first
 * contentful paint is reported, in tasks of its own (the date formatting with the app's time zone, then the numbers):
 * on a phone the scripts arrive seconds after the first paint (decision 0039), so it runs while the main thread waits
 * for them. It changes nothing the page shows; a browser without the paint report starts it after `load`.
 */
const WARM_UP = `
const lang = document.documentElement.lang || undefined;
const steps = [
  () => new Intl.DateTimeFormat(lang, { timeZone: TIME_ZONE, hour: 'numeric', minute: 'numeric' }).format(0),
  () => new Intl.NumberFormat(lang).format(0) + Intl.NumberFormat.supportedLocalesOf(lang || []).length,
  () => new Intl.PluralRules(lang).select(1),
];
const next = () => {
  const step = steps.shift();
  if (!step) return;
  try { step(); } catch {}
  setTimeout(next);
};
const start = () => setTimeout(next);
if ((PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
} else addEventListener('load', start, { once: true });
`;

/** The app's time zone (web/i18n/messages.ts formats in it): the warm-up loads its data too. */
export const WARM_UP_TIME_ZONE = 'Europe/Amsterdam';

/** The inline script of the page's head, in a block of its own. */
export function intlWarmUpScript(): string {
  return `{const TIME_ZONE = ${JSON.stringify(WARM_UP_TIME_ZONE)};\n${WARM_UP.trim().replace(/\n\s+/g, '\n')}\n}`;
}
