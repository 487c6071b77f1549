import { describe, expect, it } from 'vitest';
import { cardBrandOf, creditCardSchema, splitExpiry } from '../../../src/domain/card-rules.ts';

const today = new Date(2026, 10, 23);

describe('one "mm/aa" expiry field judged by the month and year rules (docs/product.md#validation)', () => {
  it.each([
    ['03/27', { month: '03', year: '27' }],
    ['3/27', { month: '3', year: '27' }],
    ['0327', { month: '03', year: '27' }],
    [' 12 / 2030 ', { month: '12', year: '2030' }],
    ['13/27', { month: '13', year: '27' }],
    ['03/', { month: '03', year: '' }],
    ['12/2', { month: '12', year: '2' }],
    ['1227/', { month: '1227/', year: '' }],
    ['', { month: '', year: '' }],
  ])('%j → %j', (typed, parts) => {
    expect(splitExpiry(typed)).toEqual(parts);
  });

  it.each([
    ['11/26', null],
    ['10/26', 'expiryPast'],
    ['13/27', 'monthFormat'],
    ['03/', 'required'],
    ['12/2', 'yearFormat'],
    ['1227/', 'monthFormat'],
    ['01/25', 'yearFormat'],
  ])('%s → %s', (typed, rule) => {
    const result = creditCardSchema(today).safeParse({ number: '4111111111111111', code: '123', ...splitExpiry(typed) });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(rule);
  });
});

describe('the brand shown from the number’s prefix', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3411', 'amex'],
    ['6011 1111 1111 1117', null],
    ['2720', 'mastercard'],
    ['2721', null],
    ['', null],
  ])('%s → %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });
});
