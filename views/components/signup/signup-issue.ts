import type { FieldIssue } from '../../../machines/auth/form-issues.ts';
import type { SignupFieldIssue } from '../../../machines/signup/field-issues.ts';
import { signup } from '../../../src/i18n/fr/signup.ts';

/** A signup field issue as the shared fields show it: a §5 rule, or a backend violation's text. */
export function toFieldIssue(issue: SignupFieldIssue | undefined): FieldIssue | undefined {
  if (!issue) return undefined;
  return 'rule' in issue ? { rule: issue.rule } : { text: signup.violations[issue.violation] };
}
