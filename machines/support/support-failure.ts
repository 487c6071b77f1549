import type { TicketChanges } from '../../src/domain/helpdesk.ts';
import type { Violation } from '../../src/domain/violation.ts';

/**
 * What a support call's failure means to the support machines, as data (the app maps API errors to
 * it: src/app/support/failures.ts). No wording: views translate the reason.
 * - unauthorized: no, unknown or expired link token (docs/product.md#errors support code 1) or no session (staff);
 * - forbidden: the credentials do not open this (docs/product.md#errors support code 2, or no coach role);
 * - notFound: no such ticket (or one of the other support type);
 * - conflict: the ticket machine refused it in the stored status (409, `message` is the server's
 *   French text, e.g. a reply to a locked ticket; `changes` when the staff console's version was
 *   stale: what changed since, docs/decisions/0050-shared-inbox.md);
 * - invalid: 400 with violations (the server's French messages per field);
 * - unavailable: anything else (network, timeout, 5xx, unexpected answer).
 */
export type SupportFailureReason = 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'invalid' | 'unavailable';

export interface SupportFailure {
  reason: SupportFailureReason;
  violations?: readonly Violation[];
  message?: string;
  changes?: TicketChanges;
}

const REASONS: readonly SupportFailureReason[] = ['unauthorized', 'forbidden', 'notFound', 'conflict', 'invalid', 'unavailable'];

/** Anything an actor rejects with that is not a SupportFailure counts as 'unavailable'. */
export function toSupportFailure(error: unknown): SupportFailure {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const { reason, violations, message, changes } = error as Partial<Record<keyof SupportFailure, unknown>>;
    if (REASONS.includes(reason as SupportFailureReason)) {
      return {
        reason: reason as SupportFailureReason,
        ...(Array.isArray(violations) ? { violations: violations as Violation[] } : {}),
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof changes === 'object' && changes !== null ? { changes: changes as TicketChanges } : {}),
      };
    }
  }
  return { reason: 'unavailable' };
}

/** The link or session does not open the resource: nothing to retry. */
export function isAccessFailure(error: unknown): boolean {
  const { reason } = toSupportFailure(error);
  return reason === 'unauthorized' || reason === 'forbidden' || reason === 'notFound';
}

/** Merges a page into a list by uid (keyset pages never repeat, but a list may change between two pages). */
export function mergeByUid<T extends { uid: string }>(items: readonly T[], more: readonly T[]): T[] {
  const known = new Set(items.map((item) => item.uid));
  return [...items, ...more.filter((item) => !known.has(item.uid))];
}
