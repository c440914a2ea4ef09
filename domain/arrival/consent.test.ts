import { asksForConsent, consentFrom, consentValue, cookieIn, mayTrack } from './consent';

describe('consent', () => {
  it('keeps the choice and when it was made, and reads it back', () => {
    const value = consentValue({ choice: 'refused', at: 1764230000000 });
    expect(value).toBe('refused.1764230000000');
    expect(consentFrom(value)).toEqual({ choice: 'refused', at: 1764230000000 });
  });

  it('reads no consent from a value the site did not write', () => {
    for (const value of [undefined, '', 'accepted', 'yes.1', 'accepted.', 'accepted.0', 'accepted.1;x']) expect(consentFrom(value)).toBeUndefined();
  });

  it('asks until the visitor has chosen, and tracks only after she accepted', () => {
    expect(asksForConsent(undefined)).toBe(true);
    expect(asksForConsent({ choice: 'refused', at: 1 })).toBe(false);
    expect(mayTrack(undefined)).toBe(false);
    expect(mayTrack({ choice: 'refused', at: 1 })).toBe(false);
    expect(mayTrack({ choice: 'accepted', at: 1 })).toBe(true);
  });

  it('finds one cookie in a Cookie header by its exact name', () => {
    expect(cookieIn('a=1; hs_consent=accepted.5; b=2', 'hs_consent')).toBe('accepted.5');
    expect(cookieIn('xhs_consent=refused.5', 'hs_consent')).toBeUndefined();
    expect(cookieIn(undefined, 'hs_consent')).toBeUndefined();
  });
});
