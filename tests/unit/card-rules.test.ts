import { describe, expect, it } from 'vitest';
import {
  cardCodeSchema,
  cardMonthSchema,
  cardNumberSchema,
  cardYearSchema,
  creditCardSchema,
  isExpiryLaterThan,
  passesLuhn,
} from '../../src/domain/card-rules.ts';
import { fieldMessage } from '../../src/i18n/field-message.ts';

// 21 November 2026, local time: the date the form is filled in.
const today = new Date(2026, 10, 21, 15, 30);

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : fieldMessage(result.error?.issues[0]?.message ?? '');
}

describe('Card rules (docs/product.md#validation)', () => {
  it('checks the card number with Luhn, whitespace ignored', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardNumberSchema.parse(' 4111 1111\t1111 1111 ')).toBe('4111111111111111');
    expect(cardNumberSchema.parse('5555555555554444')).toBe('5555555555554444');
    expect(firstMessage(cardNumberSchema.safeParse('4111 1111 1111 1112'))).toBe('Le numéro de carte n’est pas valide');
    // Luhn alone would accept "0": too short to be a card.
    expect(firstMessage(cardNumberSchema.safeParse('0000'))).toBe('Le numéro de carte n’est pas valide');
  });

  it('wants digits only in the card number, and a number at all', () => {
    expect(firstMessage(cardNumberSchema.safeParse('4111-1111-1111-1111'))).toBe('Le numéro de carte ne doit contenir que des chiffres');
    expect(firstMessage(cardNumberSchema.safeParse('4111 abcd 1111 1111'))).toBe('Le numéro de carte ne doit contenir que des chiffres');
    expect(firstMessage(cardNumberSchema.safeParse('   '))).toBe('Ce champ est obligatoire');
  });

  it('takes a month as an integer from 1 to 12', () => {
    expect(cardMonthSchema.parse('03')).toBe(3);
    expect(cardMonthSchema.parse('12')).toBe(12);
    expect(cardMonthSchema.parse(1)).toBe(1);
    for (const month of ['0', '13', '1.5', 'ma', '-1', 7.5]) {
      expect(firstMessage(cardMonthSchema.safeParse(month))).toBe('Le mois doit être compris entre 01 et 12');
    }
    expect(firstMessage(cardMonthSchema.safeParse(''))).toBe('Ce champ est obligatoire');
  });

  it('takes a year as aa or in full, not before the current year', () => {
    const year = cardYearSchema(today);
    expect(year.parse('26')).toBe(2026);
    expect(year.parse('2031')).toBe(2031);
    expect(year.parse(27)).toBe(2027);
    for (const value of ['25', '2025', '2', '202', 'aa']) {
      expect(firstMessage(year.safeParse(value))).toBe('L’année doit être au format aa et ne pas être passée');
    }
    // The same rule a year later refuses 2026.
    expect(cardYearSchema(new Date(2027, 0, 1)).safeParse('26').success).toBe(false);
  });

  it('wants a CVV of 3 or 4 digits', () => {
    expect(cardCodeSchema.parse('123')).toBe('123');
    expect(cardCodeSchema.parse('1234')).toBe('1234');
    for (const code of ['12', '12345', '12a', '1 23']) {
      expect(firstMessage(cardCodeSchema.safeParse(code))).toBe('Le cryptogramme doit contenir 3 ou 4 chiffres');
    }
  });

  it('accepts a card until the end of its expiry month, and no later', () => {
    expect(isExpiryLaterThan({ month: 11, year: 2026 }, today)).toBe(true);
    expect(isExpiryLaterThan({ month: 11, year: 2026 }, new Date(2026, 10, 30, 23, 59))).toBe(true);
    expect(isExpiryLaterThan({ month: 11, year: 2026 }, new Date(2026, 11, 1, 0, 0))).toBe(false);
    expect(isExpiryLaterThan({ month: 10, year: 2026 }, today)).toBe(false);
    expect(isExpiryLaterThan({ month: 1, year: 2027 }, today)).toBe(true);
  });

  it('checks a whole card: each field, then the expiry against today', () => {
    const card = creditCardSchema(today);
    expect(card.parse({ number: '4111 1111 1111 1111', month: '11', year: '26', code: '123' })).toEqual({
      number: '4111111111111111',
      month: 11,
      year: 2026,
      code: '123',
    });
    const past = card.safeParse({ number: '4111111111111111', month: '10', year: '26', code: '123' });
    expect(past.error?.issues.map((issue) => [issue.path.join('.'), fieldMessage(issue.message)])).toEqual([
      ['month', 'La date d’expiration doit être postérieure à aujourd’hui'],
    ]);
    // A field that breaks its own rule is reported alone: no expiry message on top.
    const wrong = card.safeParse({ number: '4111111111111112', month: '13', year: '25', code: '12' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', 'cardNumberInvalid'],
      ['month', 'monthFormat'],
      ['year', 'yearFormat'],
      ['code', 'cvvDigits'],
    ]);
  });
});
