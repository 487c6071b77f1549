import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Field rules (docs/product.md#validation), shared by forms and the server. A schema's error message is a RULE KEY of the
 * French dictionary's `validation` section (src/domain may not depend on i18n): the server
 * (server/http/validate.ts) and the forms translate it with `fieldMessage()` of src/i18n.
 */
export type FieldRule =
  | 'required'
  | 'emailFormat'
  | 'passwordLength'
  | 'length'
  | 'nameLength'
  | 'nameFormat'
  | 'cardNumberInvalid'
  | 'cardNumberDigits'
  | 'yearFormat'
  | 'monthFormat'
  | 'expiryPast'
  | 'cvvDigits'
  /** The card form's express request to begin the service at once (L221-25, decision 0021). */
  | 'expressStartRequired';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MIN = 1;
export const NAME_MAX = 24;

/**
 * The one e-mail rule (docs/product.md#validation, docs/decisions/0018-proxies-and-shared-limits.md): the HTML standard's
 * valid e-mail address, narrowed so that every address it takes is also one the mailer's schema
 * (zod's z.email()) takes, and no mail server refuses: local part of letters, digits and _ ' + -
 * in dot-separated runs (no leading, trailing or doubled dot; no ' right before the @; at most 64 characters), domain
 * labels of letters, digits and inner hyphens (1 to 63), at least two of them, a top-level domain
 * of letters. Written without nested ambiguity: linear on any input.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** RFC 5321's longest forward path, less the angle brackets. */
export const EMAIL_MAX = 254;
/** RFC 5321's longest local part (before the @): longer ones are refused by mail servers. */
export const EMAIL_LOCAL_MAX = 64;

/**
 * The one address rule, for the forms, the server and the mailer alike: EMAIL_PATTERN, at most
 * EMAIL_MAX characters, plus what a regular expression would need a lookbehind for (older Safari
 * lacks it). The pattern takes ASCII only, so characters, UTF-16 units and bytes count the same.
 */
export function isDeliverableAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) && !value.includes("'@") && value.indexOf('@') <= EMAIL_LOCAL_MAX;
}
/**
 * Letters including accented ones, space, apostrophe (' or ’), period, hyphen (docs/product.md#validation).
 * ’ written as an escape: one non-ASCII character would make the server bundle's whole source a
 * two-byte string in memory.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} '\u2019.-]+$/u;

const rule = (key: FieldRule) => ({ error: key });

/** "Required: any truthy value" (docs/product.md#validation): an empty or blank string is missing. */
export const requiredString = lazySchema(() => z.string(rule('required')).trim().min(1, rule('required')));

/** Every address the product takes (registration, tickets, reset request, contact link) goes through this. */
export const emailSchema = lazySchema(() => requiredString.refine(isDeliverableAddress, rule('emailFormat')));

export const passwordSchema = lazySchema(() =>
  z.string(rule('required')).min(1, rule('required')).min(PASSWORD_MIN, rule('passwordLength')).max(PASSWORD_MAX, rule('passwordLength')),
);

export const nameSchema = lazySchema(() => requiredString.max(NAME_MAX, rule('nameLength')).regex(NAME_PATTERN, rule('nameFormat')));

const RULES = new Set<string>([
  'required',
  'emailFormat',
  'passwordLength',
  'length',
  'nameLength',
  'nameFormat',
  'cardNumberInvalid',
  'cardNumberDigits',
  'yearFormat',
  'monthFormat',
  'expiryPast',
  'cvvDigits',
  'expressStartRequired',
]);
export function isFieldRule(value: string): value is FieldRule {
  return RULES.has(value);
}
