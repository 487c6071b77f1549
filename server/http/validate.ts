import type { z } from 'zod';
import type { Violation } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { fieldMessage } from '../../src/i18n/field-message.ts';
import { validationFailed } from './errors.ts';

/** Where the value came from: named as the property when the whole value is wrong (no body at all). */
export type InputSource = 'body' | 'query' | 'params' | 'headers';

/**
 * Parses untrusted input with a zod schema (from src/domain) or throws the §8 400 answer:
 * `{message: 'Validation failed by backend', violations: [{property, message, type}]}`.
 * type is 'missing' when the value is absent (undefined), 'invalid' otherwise. Messages come from
 * the schema when it sets one, else from the French dictionary.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, source: InputSource = 'body'): z.output<S> {
  // PostgreSQL refuses NUL in text and no field of ours takes control characters: refuse them here,
  // once for every route, rather than let a query fail with a 500.
  const controlled = pathsWithControlCharacters(input);
  if (controlled.length > 0) {
    throw validationFailed(
      controlled.map((path) => ({
        property: path.length === 0 ? source : path.join('.'),
        message: fr.validation.invalid,
        type: 'invalid' as const,
      })),
    );
  }
  const result = schema.safeParse(input, {
    // Lowest precedence in zod 4: a message written in the schema still wins.
    error: (issue) => (issue.input === undefined ? fr.validation.missing : fr.validation.invalid),
  });
  if (result.success) return result.data;
  throw validationFailed(toViolations(result.error.issues, input, source));
}

export function toViolations(issues: readonly z.core.$ZodIssue[], input: unknown, source: InputSource): Violation[] {
  return issues.map((issue) => ({
    property: issue.path.length === 0 ? source : issue.path.map(String).join('.'),
    // Domain schemas name a §5 rule (src/domain/field-rules.ts); people read its French message.
    message: fieldMessage(issue.message),
    type: valueAt(input, issue.path) === undefined ? 'missing' : 'invalid',
  }));
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** C0 control characters other than tab, line feed and carriage return (which messages may hold), and DEL. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function pathsWithControlCharacters(value: unknown, path: string[] = [], found: string[][] = []): string[][] {
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithControlCharacters(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsWithControlCharacters(item, [...path, key], found);
  }
  return found;
}
