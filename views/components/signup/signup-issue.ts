import type { FieldIssue } from '../../../machines/auth/form-issues.ts';
import type { SignupFieldIssue } from '../../../machines/signup/field-issues.ts';
import { validation } from '../../../src/i18n/fr/validation.ts';

/** A signup field issue as the shared fields show it: a rule (docs/product.md#validation), or the text (docs/product.md#errors) of a backend violation. */
export function toFieldIssue(issue: SignupFieldIssue | undefined): FieldIssue | undefined {
  if (!issue) return undefined;
  return 'rule' in issue ? { rule: issue.rule } : { text: validation[issue.violation] };
}
