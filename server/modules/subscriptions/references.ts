import { createHash } from 'node:crypto';

/**
 * A uuid named by its parts (sha-256, version 8 "custom"): the payment uid of a renewal attempt
 * or a cashback refund. It is also the provider's idempotency reference, so a job that runs the
 * same attempt again (a retry after a crash) hits the same reference and moves no money twice,
 * and the same primary key, so it cannot record it twice either.
 */
export function namedUuid(...parts: readonly string[]): string {
  const bytes = createHash('sha256').update(parts.join('\u001f')).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
