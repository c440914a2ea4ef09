const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When she was visited, said the locale's way ("nu", "3 uur geleden", "gisteren", "vor 5 Tagen"): minutes within the hour,
 * hours within the day, else days (the list holds 30). `now` is the page's render time, the same on server and browser.
 */
export function visitedAgo(at: Date, now: Date, locale: string): string {
  const ago = Math.max(0, now.getTime() - at.getTime());
  const say = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < MINUTE) return say.format(0, 'second');
  if (ago < HOUR) return say.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return say.format(-Math.floor(ago / HOUR), 'hour');
  // Calendar days would need her time zone; whole days of 24 hours read the same for a list like this.
  return say.format(-Math.floor(ago / DAY), 'day');
}
