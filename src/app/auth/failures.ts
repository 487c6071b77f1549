import type { AccountFailure, AccountField } from '../../../machines/auth/account.machine.ts';
import type { FieldIssue, FieldIssues } from '../../../machines/auth/form-issues.ts';
import type { LoginFailure } from '../../../machines/auth/login.machine.ts';
import type { ResetFailure, ResetField, TokenProblem } from '../../../machines/auth/password-reset.machine.ts';
import { isApiError } from '../../api/errors.ts';
import { isFieldRule } from '../../domain/field-rules.ts';
import type { Violation } from '../../domain/violation.ts';

/** API errors (docs/product.md#errors) → what the auth machines understand, so they never see the HTTP client. */

const TOO_MANY_REQUESTS = 429;

export function loginFailureOf(error: unknown): LoginFailure {
  if (!isApiError(error)) return { reason: 'server' };
  switch (error.kind) {
    // A malformed identifier is, for people, a wrong identifier.
    case 'unauthorized':
    case 'invalid-argument':
      return { reason: 'unauthorized' };
    case 'forbidden':
      if (error.code === 'account_pending') return { reason: 'accountPending' };
      if (error.code === 'account_ended') return { reason: 'accountEnded' };
      return { reason: 'forbidden' };
    case 'process':
      return error.status === TOO_MANY_REQUESTS ? { reason: 'tooManyAttempts' } : { reason: 'server' };
    default:
      return { reason: 'server' };
  }
}

function issueOf(violation: Violation): FieldIssue {
  return isFieldRule(violation.message) ? { rule: violation.message } : { text: violation.message };
}

const TOKEN_PROBLEMS: Readonly<Record<string, TokenProblem>> = {
  reset_token_used: 'used',
  reset_token_expired: 'expired',
  reset_token_invalid: 'invalid',
};

export function resetFailureOf(error: unknown): ResetFailure {
  if (!isApiError(error) || error.kind !== 'invalid-argument') return { reason: 'server' };
  const passwordViolation = error.violations.find((violation) => violation.property === 'password');
  if (passwordViolation) return { reason: 'invalid', issues: { password: issueOf(passwordViolation) } };
  const emailViolation = error.violations.find((violation) => violation.property === 'email');
  if (emailViolation) return { reason: 'invalid', issues: { email: issueOf(emailViolation) } satisfies FieldIssues<ResetField> };
  // 400 without a password problem: the link itself is refused (used, expired, unknown, malformed).
  return { reason: 'tokenRejected', problem: TOKEN_PROBLEMS[String(error.code)] ?? 'invalid' };
}

const ACCOUNT_FIELDS: Readonly<Record<string, AccountField>> = {
  old: 'old',
  new: 'new',
  metadata: 'name',
  'profile.name': 'name',
  profile: 'name',
};

export function accountFailureOf(error: unknown): AccountFailure {
  if (!isApiError(error) || error.kind !== 'invalid-argument' || error.violations.length === 0) return { reason: 'server' };
  const issues: FieldIssues<AccountField> = {};
  for (const violation of error.violations) {
    const field = ACCOUNT_FIELDS[violation.property];
    if (!field || issues[field]) continue;
    issues[field] = field === 'old' && violation.type === 'invalid' ? { rule: 'oldPasswordWrong' } : issueOf(violation);
  }
  return Object.keys(issues).length > 0 ? { reason: 'invalid', issues } : { reason: 'server' };
}
