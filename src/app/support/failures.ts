import { z } from 'zod';
import type { SupportFailure } from '../../../machines/support/support-failure.ts';
import { isApiError } from '../../api/errors.ts';
import { TICKET_CHANGED_CODE, ticketChangesSchema } from '../../domain/helpdesk.ts';
import { lazySchema } from '../../domain/lazy-schema.ts';

const changedBodySchema = lazySchema(() => z.object({ changes: ticketChangesSchema }));

/**
 * API errors (docs/product.md#errors) → what the support machines understand (machines/support/support-failure.ts), so
 * they never see the HTTP client. A 409 carries the server's French text (a violation's message,
 * e.g. the locked-ticket refusal), shown as it is.
 */
export function supportFailureOf(error: unknown): SupportFailure {
  if (!isApiError(error)) return { reason: 'unavailable' };
  switch (error.kind) {
    case 'unauthorized':
      return { reason: 'unauthorized' };
    case 'forbidden':
      return { reason: 'forbidden' };
    case 'not-found':
      return { reason: 'notFound' };
    case 'conflict': {
      // The shared inbox's stale version (docs/decisions/0050-shared-inbox.md): what changed, for the thread to show.
      const changes = error.code === TICKET_CHANGED_CODE ? changedBodySchema.safeParse(error.body) : null;
      return {
        reason: 'conflict',
        violations: error.violations,
        ...(error.violations[0] ? { message: error.violations[0].message } : {}),
        ...(changes?.success ? { changes: changes.data.changes } : {}),
      };
    }
    case 'invalid-argument':
      return { reason: 'invalid', violations: error.violations };
    default:
      return { reason: 'unavailable' };
  }
}

/** Runs an API call; its failure becomes a SupportFailure. */
export async function supportCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw supportFailureOf(error);
  }
}
