import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  violationsBodySchema,
  type ErrorBody,
  type Violation,
  type ViolationsBody,
} from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';

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

/** §8 400 "Validation failed by backend" with the violations. */
export const validationFailed = (violations: Violation[]): HttpError =>
  new HttpError(400, { message: messages.validationFailed, violations });
/** §8 409 "Conflict in request" with the violations (duplicate e-mail…). */
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
  if (error instanceof HttpError) {
    const body = 'violations' in error.body ? violationsBodySchema.parse(error.body) : errorBodySchema.parse(error.body);
    return reply.code(error.statusCode).send(body);
  }
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
    return reply.code(status).send({ message: messageForStatus(status) });
  }
  request.log.error({ err: error }, 'request failed');
  const serverStatus = status ?? 500;
  return reply.code(serverStatus).send({ message: messageForStatus(serverStatus) });
}

/** 404 for unknown API routes, same body as every other error. */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: messages.notFound });
}
