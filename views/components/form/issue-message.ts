import type { FieldIssue } from '../../../machines/auth/form-issues.ts';
import { fieldMessage } from '../../../src/i18n/field-message.ts';
import { authPages } from '../../../src/i18n/fr/auth-pages.ts';

/** The French message of a field issue: a rule of the dictionary, or the server's own text. */
export function issueMessage(issue: FieldIssue | undefined): string | undefined {
  if (!issue) return undefined;
  if ('text' in issue) return issue.text;
  switch (issue.rule) {
    case 'passwordMismatch':
      return authPages.fields.passwordMismatch;
    case 'oldPasswordWrong':
      return authPages.fields.oldPasswordWrong;
    default:
      return fieldMessage(issue.rule);
  }
}
