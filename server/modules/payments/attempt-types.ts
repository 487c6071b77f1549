/**
 * An answer of a charging call, stored with its Idempotency-Key and replayed (idempotency.ts):
 * its own module, so that charges.ts, which makes the answers, and idempotency.ts, which stores
 * them, do not import each other.
 */
export interface StoredAnswer {
  status: number;
  body: unknown;
}
