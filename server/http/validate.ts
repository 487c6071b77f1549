import type { z } from 'zod';
import type { Violation } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { fieldMessage } from '../../src/i18n/field-message.ts';
import { validationFailed } from './errors.ts';

/** Where the value came from: named as the property when the whole value is wrong (no body at all). */
export type InputSource = 'body' | 'query' | 'params' | 'headers';

/**
 * Parses untrusted input with a zod schema (from src/domain) or throws the docs/product.md#errors 400 answer:
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
    // Domain schemas name a docs/product.md#validation rule (src/domain/field-rules.ts); people read its French message.
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

/** How many values the control-character check visits at most; a larger input is refused as a whole. */
const MAX_VISITED_VALUES = 100_000;
/** Violations named at most (one per field is plenty for a person; more only grows the answer). */
const MAX_REPORTED_PATHS = 20;

interface Visit {
  value: unknown;
  path: readonly string[];
}

/**
 * The paths of the strings holding a control character, walked with an explicit stack (no
 * recursion: nesting cannot overflow the call stack) and a bounded number of steps. Bodies are
 * small already (server/http/body-limits.ts); the bound covers every other input too. Past it, the
 * whole input is reported (path []).
 */
function pathsWithControlCharacters(input: unknown): string[][] {
  const found: string[][] = [];
  const stack: Visit[] = [{ value: input, path: [] }];
  let visited = 0;
  while (stack.length > 0 && found.length < MAX_REPORTED_PATHS) {
    visited += 1;
    if (visited > MAX_VISITED_VALUES) return [[]];
    const { value, path } = stack.pop() as Visit;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) found.push([...path]);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], path: [...path, String(index)] });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}
