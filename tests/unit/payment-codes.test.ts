import { describe, expect, it } from 'vitest';
import { classifyPaymentCode, RECOVERABLE_PAYMENT_CODES, UNRECOVERABLE_PAYMENT_CODES } from '../../src/domain/payment-codes.ts';

// docs/product.md#errors, written out by hand (ranges expanded) so the table is checked against the spec, not itself.
const recoverable = [
  ['1100003PI1', 'number'],
  ['1100003PI3', 'month'],
  ['1100003PI4', 'year'],
  ['1100004PI1', 'number'],
  ['1100004PI2', 'code'],
  ['1100004PI3', 'month'],
  ['1100004PI4', 'year'],
  ['1100005PI2', 'code'],
  ['1100005PI3', 'month'],
  ['E001001', 'number'],
  ['E001004', 'month'],
] as const;

const unrecoverable = [
  '1100004PI5',
  '2100204PI5',
  'E000',
  'E002',
  'E003',
  'E004',
  'E005',
  'E020',
  'E030',
  'E001002',
  'E001003',
  'R100',
  'R100-005',
  'R150',
  'R151',
  'R200',
  'R201',
  'R202',
  'R203',
  'R204',
  'R205',
  'R206',
  'R207',
  'R208',
  'R209',
  'R210',
  'R300',
  'R301',
  'X000',
  'X001',
  'X002',
  'X003',
] as const;

describe('Payment codes (docs/product.md#errors)', () => {
  it.each(recoverable)('%s is recoverable: the member corrects the %s field', (code, field) => {
    expect(classifyPaymentCode(code)).toEqual({ kind: 'recoverable', field });
  });

  it.each(unrecoverable)('%s is unrecoverable', (code) => {
    expect(classifyPaymentCode(code)).toEqual({ kind: 'unrecoverable' });
  });

  it('lists exactly the codes of docs/product.md#errors, none twice, none in both lists', () => {
    expect(Object.keys(RECOVERABLE_PAYMENT_CODES).sort()).toEqual(recoverable.map(([code]) => code).sort());
    expect([...UNRECOVERABLE_PAYMENT_CODES].sort()).toEqual([...unrecoverable].sort());
    expect(new Set(UNRECOVERABLE_PAYMENT_CODES).size).toBe(UNRECOVERABLE_PAYMENT_CODES.length);
    for (const code of UNRECOVERABLE_PAYMENT_CODES) expect(Object.hasOwn(RECOVERABLE_PAYMENT_CODES, code)).toBe(false);
  });

  it('treats an unknown, empty or differently cased code as unrecoverable', () => {
    for (const code of ['', 'R211', 'X004', 'e001001', 'toString', '__proto__']) {
      expect(classifyPaymentCode(code)).toEqual({ kind: 'unrecoverable' });
    }
  });
});
