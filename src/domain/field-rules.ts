import { z } from 'zod';

/**
 * §5 field rules, shared by forms and the server. A schema's error message is a RULE KEY of the
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
  | 'cvvDigits';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MIN = 1;
export const NAME_MAX = 24;

/** A standard address: something@domain.tld, no spaces (§5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Letters including accented ones, space, apostrophe, period, hyphen (§5). */
export const NAME_PATTERN = /^[\p{L}\p{M} '’.-]+$/u;

const rule = (key: FieldRule) => ({ error: key });

/** "Required: any truthy value" (§5): an empty or blank string is missing. */
export const requiredString = z.string(rule('required')).trim().min(1, rule('required'));

export const emailSchema = requiredString.max(254, rule('length')).regex(EMAIL_PATTERN, rule('emailFormat'));

export const passwordSchema = z
  .string(rule('required'))
  .min(1, rule('required'))
  .min(PASSWORD_MIN, rule('passwordLength'))
  .max(PASSWORD_MAX, rule('passwordLength'));

export const nameSchema = requiredString
  .max(NAME_MAX, rule('nameLength'))
  .regex(NAME_PATTERN, rule('nameFormat'));

const RULES = new Set<string>([
  'required', 'emailFormat', 'passwordLength', 'length', 'nameLength', 'nameFormat',
  'cardNumberInvalid', 'cardNumberDigits', 'yearFormat', 'monthFormat', 'expiryPast', 'cvvDigits',
]);
export function isFieldRule(value: string): value is FieldRule {
  return RULES.has(value);
}
