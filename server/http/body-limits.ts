import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { fr } from '../../src/i18n/fr/index.ts';
import { validationFailed } from './errors.ts';

/**
 * How large a body each API route takes: the one table. A body over its route's limit is refused
 * with 413 as soon as its Content-Length is read (or, chunked, as soon as the limit is crossed),
 * before any byte is parsed.
 *
 * The default fits every form of the product (sign-in, registration, card payment, reset…), whose
 * fields are a few hundred characters at most. The larger routes are sized from their schemas'
 * worst case written as JSON escapes (6 bytes per character): a ticket message is 5,000 characters
 * (src/domain/support-rules.ts MESSAGE_MAX) → 30 KB; the user metadata holds up to 500 favorites of
 * 64 characters (src/domain/user.ts) → 34 KB written plainly.
 */
export const DEFAULT_API_BODY_LIMIT = 16 * 1024;
const LARGE_API_BODY_LIMIT = 64 * 1024;

const LARGER_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/support/:type/tickets': LARGE_API_BODY_LIMIT,
  'POST /api/support/:type/tickets/:uid/messages': LARGE_API_BODY_LIMIT,
  'POST /api/staff/tickets/:uid/messages': LARGE_API_BODY_LIMIT,
  'POST /api/users/:uid/metadata': LARGE_API_BODY_LIMIT,
};

/** JSON nested deeper than this is refused before it is parsed (no body of ours goes past 3). */
export const MAX_JSON_DEPTH = 32;

export function bodyLimitOf(method: string, url: string): number {
  return LARGER_LIMITS[`${method} ${url}`] ?? DEFAULT_API_BODY_LIMIT;
}

/**
 * Gives every API route registered after it the limit of the table (a route that sets its own
 * `bodyLimit` keeps it), capped by the server-wide config.bodyLimit; and parses JSON bodies only
 * once their nesting depth is known to be within MAX_JSON_DEPTH.
 */
export function applyBodyLimits(app: FastifyInstance, serverLimit: number): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.bodyLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    route.bodyLimit = Math.min(serverLimit, ...methods.map((method) => bodyLimitOf(method, route.url ?? '')));
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(validationFailed([{ property: 'body', message: fr.validation.invalid, type: 'invalid' }]), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * True when the JSON text opens more than `max` arrays/objects inside one another. One pass over
 * the characters, no recursion; brackets inside strings do not count. The text is at most a route's
 * body limit (64 KB), so the pass takes microseconds.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
