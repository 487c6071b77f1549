import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cardBrand } from '../card-brand.ts';
import type { CardInput, ChargeResult, PaymentProvider, RefundRequest, RefundResult, StoredCard } from '../provider.ts';
import type { SandboxLedger } from './ledger.ts';
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

interface InfoLog {
  info(details: Record<string, unknown>, message: string): void;
}

export interface SandboxOptions {
  /** Where the provider keeps its answers (its own records, surviving our crashes). */
  ledger: SandboxLedger;
  log?: InfoLog;
  now?: () => number;
}

/** A decided charge: the answer, and how long the (slow) card makes the caller wait for it. */
interface Decision {
  answer: ChargeResult;
  delayMs: number;
}

/**
 * A provider that behaves like a real one without talking to anybody: outcomes come from the test
 * card table; a charge returns a card token, brand and last four, never the number. References are
 * idempotency keys kept in its ledger: the same one again answers the first result, in any process
 * and after a restart. A charge is booked the moment it is accepted, before the slow card's delay:
 * a caller that dies while waiting finds it done when it asks again (retrieveCharge).
 */
export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const { ledger, log } = options;
  const now = options.now ?? Date.now;
  // Calls in flight in this process: the same reference twice at once is one call.
  const inFlight = new Map<string, Promise<unknown>>();

  const once = <T>(reference: string, work: () => Promise<T>): Promise<T> => {
    let answer = inFlight.get(reference) as Promise<T> | undefined;
    if (answer === undefined) {
      answer = work().finally(() => inFlight.delete(reference));
      inFlight.set(reference, answer);
    }
    return answer;
  };

  const charge = (reference: string, amount: number, decide: () => Decision): Promise<ChargeResult> =>
    once(reference, async () => {
      const known = await ledger.find(reference);
      if (known !== null) return chargeResultSchema.parse(known);
      const decision = decide();
      const kept = chargeResultSchema.parse(await ledger.keep(reference, 'charge', { ...decision.answer, amount }));
      log?.info({ reference, outcome: kept.outcome }, 'sandbox charge accepted');
      if (kept.providerReference === decision.answer.providerReference && decision.delayMs > 0) await wait(decision.delayMs);
      return kept;
    });

  function decideCard(card: CardInput): Decision {
    const outcome = testCardOutcome(card.number);
    const token = outcome.kind === 'renewalsFail' ? id(`tok_sbxfail_${outcome.code}`) : id('tok_sbx');
    const stored: StoredCard = { token, brand: cardBrand(card.number), last4: card.number.slice(-4) };
    const providerReference = id('sbx_ch');
    const answer = (result: ChargeResult, delayMs = 0): Decision => ({ answer: result, delayMs });
    const today = new Date(now());
    const expired = card.year < today.getUTCFullYear() || (card.year === today.getUTCFullYear() && card.month < today.getUTCMonth() + 1);
    if (expired) return answer({ outcome: 'failed', providerReference, card: stored, code: EXPIRED_CARD_CODE });
    switch (outcome.kind) {
      case 'failed':
        return answer({ outcome: 'failed', providerReference, card: stored, code: outcome.code });
      case 'pending':
        return answer({ outcome: 'pending', providerReference, card: stored });
      case 'slow':
        return answer({ outcome: 'succeeded', providerReference, card: stored }, SLOW_CARD_DELAY_MS);
      case 'renewalsFail':
      case 'succeeded':
        return answer({ outcome: 'succeeded', providerReference, card: stored });
    }
  }

  function decideSavedCard(cardToken: string | null, amount: number): Decision {
    const providerReference = id('sbx_ch');
    const failing = FAILING_TOKEN.exec(cardToken ?? '');
    if (cardToken === null && amount > 0) {
      return { answer: { outcome: 'failed', providerReference, card: null, code: NO_SAVED_CARD_CODE }, delayMs: 0 };
    }
    if (failing !== null && amount > 0) {
      return { answer: { outcome: 'failed', providerReference, card: null, code: failing[1] ?? NO_SAVED_CARD_CODE }, delayMs: 0 };
    }
    return { answer: { outcome: 'succeeded', providerReference, card: null }, delayMs: 0 };
  }

  return {
    name: 'sandbox',
    chargeCard: (card, request) => charge(request.reference, request.amount, () => decideCard(card)),
    chargeSavedCard: (cardToken, request) => charge(request.reference, request.amount, () => decideSavedCard(cardToken, request.amount)),
    retrieveCharge: async (reference) => {
      const known = await ledger.find(reference);
      return known === null ? null : chargeResultSchema.parse(known);
    },
    refund: (refund: RefundRequest) =>
      once(refund.reference, async () => {
        const known = await ledger.find(refund.reference);
        const answer: RefundResult = { outcome: 'succeeded', providerReference: id('sbx_re') };
        const kept =
          known ?? (await ledger.keep(refund.reference, 'refund', { ...answer, amount: refund.amount, charge: refund.chargeReference }));
        return refundResultSchema.parse(kept);
      }),
  };
}

const storedCardSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() });
/** The ledger's answers, read back (they also carry the amount, as the provider's records would). */
const chargeResultSchema: z.ZodType<ChargeResult> = z.union([
  z.object({ outcome: z.enum(['succeeded', 'pending']), providerReference: z.string(), card: storedCardSchema.nullable() }),
  z.object({ outcome: z.literal('failed'), providerReference: z.string(), card: storedCardSchema.nullable(), code: z.string() }),
]);
const refundResultSchema: z.ZodType<RefundResult> = z.union([
  z.object({ outcome: z.literal('succeeded'), providerReference: z.string() }),
  z.object({ outcome: z.literal('failed'), code: z.string() }),
]);
