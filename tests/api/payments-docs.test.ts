import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../../src/domain/card-rules.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';

describe('docs/payments.md lists the sandbox test cards', () => {
  const doc = readFileSync(new URL('../../docs/payments.md', import.meta.url), 'utf8');
  const documented = [...doc.matchAll(/^\| `([\d ]+)` \| (.+) \|$/gm)].map((match) => ({
    number: (match[1] ?? '').replaceAll(' ', ''),
    outcome: match[2] ?? '',
  }));

  it('documents exactly the cards of the code, each with its code, all passing Luhn', () => {
    expect(documented.map((card) => card.number)).toEqual(TEST_CARDS.map((card) => card.number));
    TEST_CARDS.forEach((card, index) => {
      expect(passesLuhn(card.number), card.number).toBe(true);
      const text = documented[index]?.outcome ?? '';
      if (card.outcome.kind === 'failed') expect(text, card.number).toContain(`\`${card.outcome.code}\``);
      else expect(text, card.number).toMatch(card.outcome.kind === 'pending' ? /^Pending/ : /^Success/);
      // The card that pays once, then refuses its renewals, names the renewals' code.
      if (card.outcome.kind === 'renewalsFail') expect(text, card.number).toContain(`\`${card.outcome.code}\``);
    });
  });
});
