import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { recordId, recordIdFrom } from './fields';

const parse = (value: unknown) => z.safeParse(recordId, value);

/** Issue 22: an id is a positive safe integer, given as a JSON number or as decimal digits; nothing is coerced into one. */
describe('recordId', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['42', 42],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('takes %j as %j', (given, id) => {
    expect(parse(given)).toMatchObject({ success: true, data: id });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['null', null],
    ['an array of one id', [5]],
    ['an array of one id as text', ['5']],
    ['an object', { id: 5 }],
    ['an empty string', ''],
    ['spaces around', ' 5 '],
    ['a sign', '+5'],
    ['a negative number', -5],
    ['a negative string', '-5'],
    ['zero', 0],
    ['zero as text', '0'],
    ['a fraction', 1.5],
    ['a fraction as text', '1.5'],
    ['an exponent', '1e3'],
    ['hexadecimal', '0x10'],
    ['Infinity', Infinity],
    ['NaN', NaN],
    ['a number past the safe integers', 2 ** 60],
    ['digits past the safe integers', '9007199254740993'],
    ['digits past the bigint range', '99999999999999999999'],
    ['a BigInt', 5n],
    ['a date', new Date(5)],
    ['undefined', undefined],
  ])('refuses %s', (_name, given) => {
    expect(parse(given).success).toBe(false);
  });

  it('reads a URL segment the same way: digits only', () => {
    expect(recordIdFrom('12')).toBe(12);
    for (const segment of ['true', '1e3', ' 12', '12abc', '-1', '0', ['12'], 12, undefined]) expect(recordIdFrom(segment), String(segment)).toBeUndefined();
  });
});
