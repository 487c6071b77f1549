import type { z } from 'zod';
import { isFieldRule, type FieldRule } from '../../src/domain/field-rules.ts';
import type { Violation } from '../../src/domain/violation.ts';

/**
 * Field problems of the signup forms, as data the view translates: a rule key (docs/product.md#validation), or the type of
 * a backend violation (docs/product.md#errors field errors: missing, invalid, duplicate, generic). No wording here.
 */
export type ViolationKind = Violation['type'] | 'generic';
export type SignupFieldIssue = { rule: FieldRule } | { violation: ViolationKind };
export type SignupFieldIssues<TField extends string> = Partial<Record<TField, SignupFieldIssue>>;

/** The first docs/product.md#validation rule `value` breaks, or undefined when it passes. */
export function ruleIssue(schema: z.ZodType, value: unknown): SignupFieldIssue | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return issueOf(result.error.issues[0]?.message ?? 'required');
}

/** A schema issue's message (a rule key) as a field issue. */
export function issueOf(message: string): SignupFieldIssue {
  return { rule: isFieldRule(message) ? message : 'required' };
}

/** Keeps only the fields that have a problem. */
export function compact<TField extends string>(issues: Record<TField, SignupFieldIssue | undefined>): SignupFieldIssues<TField> {
  const result: SignupFieldIssues<TField> = {};
  for (const field of Object.keys(issues) as TField[]) {
    const issue = issues[field];
    if (issue) result[field] = issue;
  }
  return result;
}

export function hasIssues(issues: SignupFieldIssues<string>): boolean {
  return Object.keys(issues).length > 0;
}

/** The issues without `field` (the user is correcting it). */
export function withoutField<TField extends string>(issues: SignupFieldIssues<TField>, field: TField): SignupFieldIssues<TField> {
  if (!(field in issues)) return issues;
  const next = { ...issues };
  delete next[field];
  return next;
}

/**
 * docs/product.md#errors "a violation becomes a field error (field and type)": violations on fields the form knows
 * (`aliases` maps a backend property to a form field, e.g. identifier → email); others are dropped
 * (the form-level message still shows).
 */
export function violationIssues<TField extends string>(
  violations: readonly Violation[],
  aliases: Readonly<Record<string, TField>>,
): SignupFieldIssues<TField> {
  const issues: SignupFieldIssues<TField> = {};
  for (const violation of violations) {
    const field = Object.hasOwn(aliases, violation.property) ? aliases[violation.property] : undefined;
    if (field && !issues[field]) issues[field] = { violation: violation.type };
  }
  return issues;
}
