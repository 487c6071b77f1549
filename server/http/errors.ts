import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema, violationsBodySchema, type ErrorBody, type Violation, type ViolationsBody } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { HashingBusy } from '../modules/auth/hashing-limit.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

const messages = fr.server;

/** An answer a route chooses to give: its status and body reach the client unchanged. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody | ViolationsBody,
  ) {
    super(body.message);
  }
}

/** docs/product.md#errors 400 "Validation failed by backend" with the violations. */
export const validationFailed = (violations: Violation[]): HttpError =>
  new HttpError(400, { message: messages.validationFailed, violations });
/** docs/product.md#errors 409 "Conflict in request" with the violations (duplicate e-mail…). */
export const conflict = (violations: Violation[], message = 'Conflict in request'): HttpError =>
  new HttpError(409, { message, violations });
export const unauthorized = (code?: string | number): HttpError =>
  new HttpError(401, { message: messages.unauthorized, ...(code === undefined ? {} : { code }) });
export const forbidden = (code?: string | number): HttpError =>
  new HttpError(403, { message: messages.forbidden, ...(code === undefined ? {} : { code }) });
export const notFound = (): HttpError => new HttpError(404, { message: messages.notFound });

/** Safe text for a status Fastify or a plugin raised (their own messages may describe internals). */
function messageForStatus(status: number): string {
  switch (status) {
    case 401:
      return messages.unauthorized;
    case 403:
      return messages.forbidden;
    case 404:
      return messages.notFound;
    case 405:
      return messages.methodNotAllowed;
    case 413:
      return messages.tooLarge;
    case 415:
      return messages.unsupportedMediaType;
    case 429:
      return messages.tooManyRequests;
    case 503:
      return messages.unavailable;
    default:
      return status >= 500 ? messages.internal : messages.badRequest;
  }
}

/** Seconds a client should wait before retrying an answer of 503 (a database outage, busy password hashing). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After and the French "unavailable" message: a dependency is down or saturated. */
export function unavailable(reply: FastifyReply, retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(503, { message: messages.unavailable });
}

// node-postgres and the network: the connection could not be made, was cut, or the pool waited too long.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: 53300 too_many_connections, 53xxx insufficient resources, 57P01–57P03 shutdown or
// cannot connect now; class 08 (connection exceptions) is matched by prefix.
const UNAVAILABLE_SQLSTATES = new Set(['53000', '53100', '53200', '53300', '53400', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /connection error and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /database did not answer within/i,
];

/**
 * True when the error (or one it wraps: drizzle wraps driver errors in `cause`) says the database
 * cannot be reached or is saturated: the request may succeed later, so the answer is 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

function statusOf(error: Partial<FastifyError>): number | null {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : null;
}

/**
 * The one error handler: known answers pass through; Fastify's own 4xx (oversize body, bad JSON,
 * rate limit) get a safe French message; anything else is a 500 whose real error is logged with the
 * request id and never sent (no stack, no SQL, no path).
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return replyWith(error, reply);
  const fastifyError: Partial<FastifyError> = error;
  if (fastifyError.validation !== undefined) {
    // A route that used a JSON schema instead of zod: same contract.
    const violations: Violation[] = fastifyError.validation.map((issue) => ({
      property: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params['missingProperty'] ?? ''),
      message: issue.keyword === 'required' ? fr.validation.missing : fr.validation.invalid,
      type: issue.keyword === 'required' ? 'missing' : 'invalid',
    }));
    return reply.code(400).send({ message: messages.validationFailed, violations });
  }
  const status = statusOf(fastifyError);
  if (status !== null && status < 500) {
    request.log.info({ code: fastifyError.code, status }, error.message);
    // An oversize body is not read to its end: the connection closes after the answer.
    if (status === 413) reply.header('connection', 'close');
    // Malformed JSON, oversize body, unknown media type, rate limit…: the shape (docs/product.md#errors), never the framework's text.
    return reply.code(status).send(frameworkErrorBody(status));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return replyWith(unavailable(reply), reply);
  }
  if (error instanceof HashingBusy) {
    request.log.warn('password hashing busy');
    return replyWith(unavailable(reply), reply);
  }
  request.log.error({ err: error }, 'request failed');
  const serverStatus = status ?? 500;
  return reply.code(serverStatus).send({ message: messageForStatus(serverStatus) });
}

function replyWith(error: HttpError, reply: FastifyReply): FastifyReply {
  const body = 'violations' in error.body ? violationsBodySchema.parse(error.body) : errorBodySchema.parse(error.body);
  return reply.code(error.statusCode).send(body);
}

/** The body (docs/product.md#errors) of a 4xx the framework or a plugin raised: a safe French message, no violation to name. */
export function frameworkErrorBody(status: number): ViolationsBody {
  return { message: messageForStatus(status), violations: [] };
}

/** 404 for unknown API routes, in the shape (docs/product.md#errors) of every other API 4xx (never an echo of the path). */
export function sendApiNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(frameworkErrorBody(404));
}

/** 404 outside the API when no page is served (no client build): a message only. */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: messages.notFound });
}

/** A path no page answers to: the router renders its "not found" screen for it. */
const UNKNOWN_PAGE_PATH = '/page-introuvable';

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Fastify's `frameworkErrors`: errors met before any route is chosen (a path that cannot be
 * decoded, a parameter over the length limit). API paths get the docs/product.md#errors 400 at once (no echo of the
 * path); a page path is routed again (its '%' taken literally, or as a path no page has), so the
 * browser gets an HTML page (that page's own "not found" screen) rather than JSON.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const url = raw.url ?? '/';
  request.log.info({ code: error.code }, 'undecodable request path');
  if (!isApiPath(url)) {
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    // A parameter over the router's length limit names no page: the "not found" page answers.
    raw.url = error.code === 'FST_ERR_BAD_URL' ? path.replaceAll('%', '%25') + (query < 0 ? '' : url.slice(query)) : UNKNOWN_PAGE_PATH;
    request.server.routing(raw, reply.raw);
    return;
  }
  void reply.header(REQUEST_ID_HEADER, request.id).code(400).send(frameworkErrorBody(400));
}
