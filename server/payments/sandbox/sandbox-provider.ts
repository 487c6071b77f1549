import { randomBytes } from 'node:crypto';
import { cardBrand } from '../card-brand.ts';
import type { CardInput, ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult, StoredCard } from '../provider.ts';
import { SLOW_CARD_DELAY_MS, testCardOutcome } from './test-cards.ts';

/** Code the sandbox answers for an expiry date already past (recoverable, on the month field). */
export const EXPIRED_CARD_CODE = 'E001004';
/** Code for a saved-card charge without any saved card (no means of payment). */
export const NO_SAVED_CARD_CODE = 'E020';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The token of a card whose later charges fail says so itself (like a real provider's test
// tokens), so a saved card keeps its behaviour across server restarts: tok_sbxfail_<code>_<random>.
const FAILING_TOKEN = /^tok_sbxfail_([A-Z0-9-]{3,12})_[0-9a-f]+$/;

/**
 * A provider that behaves like a real one without talking to anybody: outcomes come from the test
 * card table; a charge returns a card token, brand and last four, never the number. References are
 * idempotency keys (remembered while the process lives): the same one again answers the first result.
 */
export function createSandboxProvider(options: { now?: () => number } = {}): PaymentProvider {
  const now = options.now ?? Date.now;
  const charges = new Map<string, Promise<ChargeResult>>();
  const refunds = new Map<string, Promise<RefundResult>>();

  const once = <T>(seen: Map<string, Promise<T>>, reference: string, work: () => Promise<T>): Promise<T> => {
    let answer = seen.get(reference);
    if (answer === undefined) {
      answer = work();
      seen.set(reference, answer);
    }
    return answer;
  };

  async function chargeCard(card: CardInput): Promise<ChargeResult> {
    const outcome = testCardOutcome(card.number);
    const token = outcome.kind === 'renewalsFail' ? id(`tok_sbxfail_${outcome.code}`) : id('tok_sbx');
    const stored: StoredCard = { token, brand: cardBrand(card.number), last4: card.number.slice(-4) };
    const providerReference = id('sbx_ch');
    const today = new Date(now());
    const expired =
      card.year < today.getUTCFullYear() || (card.year === today.getUTCFullYear() && card.month < today.getUTCMonth() + 1);
    if (expired) return { outcome: 'failed', providerReference, card: stored, code: EXPIRED_CARD_CODE };
    switch (outcome.kind) {
      case 'failed':
        return { outcome: 'failed', providerReference, card: stored, code: outcome.code };
      case 'pending':
        return { outcome: 'pending', providerReference, card: stored };
      case 'slow':
        await wait(SLOW_CARD_DELAY_MS);
        return { outcome: 'succeeded', providerReference, card: stored };
      case 'renewalsFail':
      case 'succeeded':
        return { outcome: 'succeeded', providerReference, card: stored };
    }
  }

  async function chargeSavedCard(cardToken: string | null, charge: ChargeRequest): Promise<ChargeResult> {
    const providerReference = id('sbx_ch');
    if (cardToken === null && charge.amount > 0) {
      return { outcome: 'failed', providerReference, card: null, code: NO_SAVED_CARD_CODE };
    }
    const failing = FAILING_TOKEN.exec(cardToken ?? '');
    if (failing !== null && charge.amount > 0) {
      return { outcome: 'failed', providerReference, card: null, code: failing[1] ?? NO_SAVED_CARD_CODE };
    }
    return { outcome: 'succeeded', providerReference, card: null };
  }

  return {
    name: 'sandbox',
    chargeCard: (card, charge) => once(charges, charge.reference, () => chargeCard(card)),
    chargeSavedCard: (cardToken, charge) => once(charges, charge.reference, () => chargeSavedCard(cardToken, charge)),
    refund: (refund: RefundRequest) =>
      once(refunds, refund.reference, async () => ({ outcome: 'succeeded', providerReference: id('sbx_re') }) as const),
  };
}
