import { cameThroughTrafficSource, keepArrival, NOTHING_KEPT, onConsentChange } from './arrival-memory';

const accepted = { choice: 'accepted', at: 1 } as const;
const refused = { choice: 'refused', at: 1 } as const;

describe('what is kept of an arrival through a traffic source (decisions 0062, 0066)', () => {
  it('keeps the partner data only with consent, and the visit otherwise, whatever she chose', () => {
    expect(keepArrival(NOTHING_KEPT, true, accepted)).toEqual({ attribution: true, visit: false });
    expect(keepArrival(NOTHING_KEPT, true, refused)).toEqual({ attribution: false, visit: true });
    expect(keepArrival(NOTHING_KEPT, true, undefined)).toEqual({ attribution: false, visit: true });
  });

  it('keeps nothing for a page without tracking data, and nothing again for what is already kept', () => {
    expect(keepArrival(NOTHING_KEPT, false, accepted)).toEqual({ attribution: false, visit: false });
    expect(keepArrival({ attribution: true, visit: false }, true, accepted)).toEqual({ attribution: false, visit: false });
    expect(keepArrival({ attribution: false, visit: true }, true, refused)).toEqual({ attribution: false, visit: false });
    // Accepting later with a new link: the partner data is kept then, the visit was already.
    expect(keepArrival({ attribution: false, visit: true }, true, accepted)).toEqual({ attribution: true, visit: false });
  });

  it('takes her for a visitor from a traffic source by the request or by either thing kept', () => {
    expect(cameThroughTrafficSource(NOTHING_KEPT, false)).toBe(false);
    expect(cameThroughTrafficSource(NOTHING_KEPT, true)).toBe(true);
    expect(cameThroughTrafficSource({ attribution: false, visit: true }, false)).toBe(true);
    expect(cameThroughTrafficSource({ attribution: true, visit: false }, false)).toBe(true);
  });

  it('on refusing removes the partner data but keeps the visit it stood for; on accepting keeps the arrival page’s data', () => {
    expect(onConsentChange({ attribution: true, visit: false }, false, false)).toEqual({ removeAttribution: true, attribution: false, visit: true });
    expect(onConsentChange({ attribution: false, visit: true }, false, true)).toEqual({ removeAttribution: false, attribution: false, visit: false });
    expect(onConsentChange({ attribution: false, visit: true }, true, true)).toEqual({ removeAttribution: false, attribution: true, visit: false });
    expect(onConsentChange({ attribution: true, visit: false }, true, true)).toEqual({ removeAttribution: false, attribution: false, visit: false });
  });
});
