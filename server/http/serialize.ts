import type { z } from 'zod';

/**
 * Passes a response through its contract schema before it leaves: unknown keys (a password hash a
 * query selected by mistake) are stripped, and a shape the client would reject fails here, as a
 * logged 500, instead of in the browser.
 */
export function serialize<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  return schema.parse(value);
}
