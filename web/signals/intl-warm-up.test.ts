// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intlWarmUpScript, WARM_UP_TIME_ZONE } from './intl-warm-up';

/** A PerformanceObserver that reports paints when the test says. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries(): { name: string }[] }, observer: FakePaintObserver) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntries: () => [{ name }] }, this);
  }
}

describe('the head script that loads the locale data after the first paint (intl-warm-up.ts)', () => {
  const made: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    made.length = 0;
    document.documentElement.lang = 'nl';
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
      made.push(`DateTimeFormat ${String(locale)} ${options?.timeZone}`);
      return { format: () => '' } as unknown as Intl.DateTimeFormat;
    });
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale) {
      made.push(`NumberFormat ${String(locale)}`);
      return { format: () => '' } as unknown as Intl.NumberFormat;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does nothing before the first contentful paint, then makes the formatters one task at a time', () => {
    new Function(intlWarmUpScript())();
    vi.advanceTimersByTime(5000);
    expect(made).toEqual([]);

    FakePaintObserver.current!.report('first-paint');
    vi.advanceTimersByTime(5000);
    expect(made).toEqual([]);

    FakePaintObserver.current!.report('first-contentful-paint');
    expect(FakePaintObserver.current!.disconnected).toBe(true);
    expect(made).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(made).toEqual([`DateTimeFormat nl ${WARM_UP_TIME_ZONE}`]);
    vi.advanceTimersToNextTimer();
    expect(made).toEqual([`DateTimeFormat nl ${WARM_UP_TIME_ZONE}`, 'NumberFormat nl']);
  });

  it('is one block of its own and closes no script element', () => {
    const script = intlWarmUpScript();
    expect(script.startsWith('{')).toBe(true);
    expect(script.endsWith('}')).toBe(true);
    expect(script).not.toMatch(/<\/script/i);
  });
});
