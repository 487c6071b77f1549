/**
 * The payment provider as the rest of the server sees it (docs/architecture.md#money). The sandbox implements it
 * (server/modules/payments/sandbox); a real provider is another implementation of the same interface.
 * Card data enters here and never leaves: answers carry a card token, the brand and last four only.
 */

export interface CardInput {
  /** Digits only (spaces already removed). */
  number: string;
  month: number;
  /** Four digits. */
  year: number;
  code: string;
  holder: string;
}

export interface ChargeRequest {
  /** Cents. */
  amount: number;
  /** Our payment uid: the provider's own idempotency reference. */
  reference: string;
  description: string;
}

/** What the provider says about a charge. */
export type ChargeResult =
  | { outcome: 'succeeded' | 'pending'; providerReference: string; card: StoredCard | null }
  | { outcome: 'failed'; providerReference: string; card: StoredCard | null; code: string };

/** What we may keep of a card. */
export interface StoredCard {
  token: string;
  brand: string;
  last4: string;
}

export interface RefundRequest {
  /** The provider's reference of the charge refunded (part of it: `amount`). */
  chargeReference: string;
  /** Cents. */
  amount: number;
  /** Our payment uid of the refund: the provider's idempotency reference. */
  reference: string;
}

export type RefundResult = { outcome: 'succeeded'; providerReference: string } | { outcome: 'failed'; code: string };

/**
 * `reference` is an idempotency key, as with real providers: the same reference again returns the
 * first answer and moves no money (a job retried after a crash cannot charge or refund twice).
 */
export interface PaymentProvider {
  readonly name: string;
  chargeCard(card: CardInput, charge: ChargeRequest): Promise<ChargeResult>;
  /**
   * What the provider did with the charge of `reference` (Stripe: list by idempotency key / metadata),
   * or null if it never received it. A lapsed attempt (our process died mid-charge) is recovered
   * with it: the outcome is stored, or the charge made once with the same reference.
   */
  retrieveCharge(reference: string): Promise<ChargeResult | null>;
  /** Charges a card saved earlier (its token); null: no card (a free trial only succeeds). */
  chargeSavedCard(cardToken: string | null, charge: ChargeRequest): Promise<ChargeResult>;
  refund(refund: RefundRequest): Promise<RefundResult>;
}
