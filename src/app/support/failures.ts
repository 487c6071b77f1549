import type { SupportFailure } from '../../../machines/support/support-failure.ts';
import { isApiError } from '../../api/errors.ts';

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
    case 'conflict':
      return { reason: 'conflict', violations: error.violations, ...(error.violations[0] ? { message: error.violations[0].message } : {}) };
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
