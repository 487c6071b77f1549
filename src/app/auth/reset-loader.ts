import type { ResetFailure } from '../../../machines/auth/password-reset.machine.ts';
import { checkResetToken } from '../../api/password-reset.ts';
import { onServer } from '../first-call-snapshot.ts';
import type { LoadArgs } from '../route-types.ts';
import { resetFailureOf } from './failures.ts';

/**
 * /reset-password/update?token=…, opened from the e-mailed link: the link is checked on
 * the server (GET /api/reset-password/check, which does not use it up), so the first HTML already
 * holds the new-password form, or the refused link's notice. `check` is null when not read there
 * (in the browser, no token, the check failed for another reason): the page's machine checks then.
 */
export interface ResetCheckData {
  token: string | null;
  check: { valid: true } | { refused: ResetFailure } | null;
}

export async function loadResetCheck({ context, url, signal }: LoadArgs): Promise<ResetCheckData> {
  const token = url.searchParams.get('token');
  if (!onServer() || token === null || token === '') return { token, check: null };
  try {
    await checkResetToken(await context.api(), token, { signal });
    return { token, check: { valid: true } };
  } catch (error) {
    const failure = resetFailureOf(error);
    return { token, check: failure.reason === 'tokenRejected' ? { refused: failure } : null };
  }
}
