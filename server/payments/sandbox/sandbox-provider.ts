import { randomBytes } from 'node:crypto';
import { cardBrand } from '../card-brand.ts';
import type { CardInput, ChargeRequest, ChargeResult, PaymentProvider, StoredCard } from '../provider.ts';
import { SLOW_CARD_DELAY_MS, testCardOutcome } from './test-cards.ts';

/** Code the sandbox answers for an expiry date already past (recoverable, on the month field). */
export const EXPIRED_CARD_CODE = 'E001004';
/** Code for a saved-card charge without any saved card (no means of payment). */
export const NO_SAVED_CARD_CODE = 'E020';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A provider that behaves like a real one without talking to anybody: outcomes come from the test
 * card table; a charge returns a card token, brand and last four, never the number.
 */
export function createSandboxProvider(options: { now?: () => number } = {}): PaymentProvider {
  const now = options.now ?? Date.now;
  return {
    name: 'sandbox',
    async chargeCard(card: CardInput, _charge: ChargeRequest): Promise<ChargeResult> {
      const stored: StoredCard = { token: id('tok_sbx'), brand: cardBrand(card.number), last4: card.number.slice(-4) };
      const providerReference = id('sbx_ch');
      const today = new Date(now());
      const expired =
        card.year < today.getUTCFullYear() || (card.year === today.getUTCFullYear() && card.month < today.getUTCMonth() + 1);
      if (expired) return { outcome: 'failed', providerReference, card: stored, code: EXPIRED_CARD_CODE };
      const outcome = testCardOutcome(card.number);
      switch (outcome.kind) {
        case 'failed':
          return { outcome: 'failed', providerReference, card: stored, code: outcome.code };
        case 'pending':
          return { outcome: 'pending', providerReference, card: stored };
        case 'slow':
          await wait(SLOW_CARD_DELAY_MS);
          return { outcome: 'succeeded', providerReference, card: stored };
        case 'succeeded':
          return { outcome: 'succeeded', providerReference, card: stored };
      }
    },
    async chargeSavedCard(cardToken: string | null, charge: ChargeRequest): Promise<ChargeResult> {
      const providerReference = id('sbx_ch');
      if (cardToken === null && charge.amount > 0) {
        return { outcome: 'failed', providerReference, card: null, code: NO_SAVED_CARD_CODE };
      }
      return { outcome: 'succeeded', providerReference, card: null };
    },
    async refund() {
      return { refunded: true };
    },
  };
}
