import type { z } from 'zod';
import { isFieldRule, type FieldRule } from '../../src/domain/field-rules.ts';

/**
 * Field problems of the auth forms, as data: a rule key the view translates (docs/product.md#validation rules plus the
 * two of these forms), or a text the server already wrote in French (a violation's message).
 * Machines hold no wording.
 */
export type FormRule = FieldRule | 'passwordMismatch' | 'oldPasswordWrong';
export type FieldIssue = { rule: FormRule } | { text: string };
export type FieldIssues<TField extends string> = Partial<Record<TField, FieldIssue>>;

/** The first problem the schema finds in `value`, or undefined when it passes. */
export function checkField(schema: z.ZodType, value: unknown): FieldIssue | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? 'required';
  return isFieldRule(message) ? { rule: message } : { text: message };
}

/** Keeps only the fields that have a problem. */
export function compactIssues<TField extends string>(issues: Record<TField, FieldIssue | undefined>): FieldIssues<TField> {
  const compact: FieldIssues<TField> = {};
  for (const field of Object.keys(issues) as TField[]) {
    const issue = issues[field];
    if (issue) compact[field] = issue;
  }
  return compact;
}

export function hasIssues(issues: FieldIssues<string>): boolean {
  return Object.keys(issues).length > 0;
}

/** The issues without `field` (the user is correcting it). */
export function withoutIssue<TField extends string>(issues: FieldIssues<TField>, field: TField): FieldIssues<TField> {
  if (!(field in issues)) return issues;
  const next = { ...issues };
  delete next[field];
  return next;
}
