import { trackingFromQuery, TRACKING_VALUE_MAX_LENGTH } from './tracking';

describe('tracking data from a query', () => {
  it('is undefined when the query carries none', () => {
    expect(trackingFromQuery({ page: '2', time: '5' })).toBeUndefined();
  });

  it('reads network, ref and sub1 to sub3', () => {
    expect(trackingFromQuery({ network: 'adnet', ref: 'home', sub1: 'a', sub2: 'b', sub3: 'c' })).toEqual({
      network: 'adnet',
      ref: 'home',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });

  it.each(['sub', 'sub1', 'aff_sub', 'aff_sub1'])('takes sub1 from %s', (name) => {
    expect(trackingFromQuery({ [name]: 'x' })).toMatchObject({ sub1: 'x' });
  });

  it('takes sub2 and sub3 from aff_sub2 and aff_sub3', () => {
    expect(trackingFromQuery({ aff_sub2: 'two', aff_sub3: 'three' })).toMatchObject({ sub1: null, sub2: 'two', sub3: 'three' });
  });

  it('prefers sub1 over sub, aff_sub1 and aff_sub', () => {
    expect(trackingFromQuery({ aff_sub: 'd', sub: 'b', sub1: 'a', aff_sub1: 'c' })).toMatchObject({ sub1: 'a' });
  });

  it('strips leading and trailing braces', () => {
    expect(trackingFromQuery({ sub: '{abc}', network: '{{net', ref: 'r}}' })).toMatchObject({ sub1: 'abc', network: 'net', ref: 'r' });
  });

  it('keeps braces inside a value', () => {
    expect(trackingFromQuery({ sub: 'a{b}c' })).toMatchObject({ sub1: 'a{b}c' });
  });

  it('counts a value that is only braces or blanks as absent', () => {
    expect(trackingFromQuery({ sub: '{}', ref: '  ' })).toBeUndefined();
  });

  it('takes the first of repeated values and ignores objects', () => {
    expect(trackingFromQuery({ sub: ['one', 'two'], ref: { x: '1' } })).toEqual({ network: null, ref: null, sub1: 'one', sub2: null, sub3: null });
  });

  it('cuts a value at the maximum length', () => {
    expect(trackingFromQuery({ sub: 'x'.repeat(TRACKING_VALUE_MAX_LENGTH + 1) })?.sub1).toHaveLength(TRACKING_VALUE_MAX_LENGTH);
  });

  it('ignores inherited names such as __proto__', () => {
    expect(trackingFromQuery(JSON.parse('{"__proto__":{"sub":"x"}}') as Record<string, unknown>)).toBeUndefined();
  });
});
