import { z } from 'zod';
import { errorBodySchema, violationsBodySchema, type Violation } from '../domain/violation.ts';
import { lazySchema } from '../domain/lazy-schema.ts';

/**
 * Error codes (docs/product.md#errors) of the support area (contact and coaching): the server puts them in the body's
 * `code`, so a 401/403 there can be told apart from the default provider's.
 */
export const SUPPORT_ERROR_CODE = { unauthorized: 1, forbidden: 2 } as const;

export type ErrorCode = string | number;

/** A field the response schema rejected, e.g. { path: 'page.hasNextPage', message: '…' }. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * Base of every error the client throws. Callers switch on `kind` (see `ApiFailure`); `status` is
 * the HTTP status received, or null when no response arrived (network failure, timeout).
 * Messages are for logs; what people read comes from the i18n dictionary, chosen by kind.
 */
export abstract class ApiError extends Error {
  abstract readonly kind: string;
  readonly status: number | null;
  readonly code: ErrorCode | undefined;

  constructor(message: string, status: number | null, code?: ErrorCode, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
}

/** 400 with a payment failure body: the provider's message and code drive docs/product.md#errors classification. */
export class PaymentError extends ApiError {
  readonly kind = 'payment';
  override readonly name = 'PaymentError';
  override readonly code: string;
  constructor(message: string, code: string) {
    super(message, 400, code);
    this.code = code;
  }
}

/** 400 otherwise; `violations` is empty when the server sent only a message. */
export class InvalidArgumentError extends ApiError {
  readonly kind = 'invalid-argument';
  override readonly name = 'InvalidArgumentError';
  readonly violations: readonly Violation[];
  constructor(message: string, violations: readonly Violation[] = [], code?: ErrorCode) {
    super(message, 400, code);
    this.violations = violations;
  }
}

export class UnauthorizedError extends ApiError {
  readonly kind = 'unauthorized';
  override readonly name = 'UnauthorizedError';
  constructor(message = 'Unauthorized', code?: ErrorCode) {
    super(message, 401, code);
  }
}

export class ForbiddenError extends ApiError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
  constructor(message = 'Forbidden', code?: ErrorCode) {
    super(message, 403, code);
  }
}

export class NotFoundError extends ApiError {
  readonly kind = 'not-found';
  override readonly name = 'NotFoundError';
  constructor(message = 'Not found', code?: ErrorCode) {
    super(message, 404, code);
  }
}

/**
 * 409; `violations` is empty when the server sent none. `body`: the answer as received, unchecked,
 * for a caller whose 409 says more (the shared inbox's `changes`, docs/decisions/0050-shared-inbox.md).
 */
export class ConflictError extends ApiError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
  readonly violations: readonly Violation[];
  readonly body: unknown;
  constructor(message: string, violations: readonly Violation[] = [], code?: ErrorCode, body?: unknown) {
    super(message, 409, code);
    this.violations = violations;
    this.body = body;
  }
}

/** 413: the request body was too large. */
export class OutOfBoundError extends ApiError {
  readonly kind = 'out-of-bound';
  override readonly name = 'OutOfBoundError';
  constructor(message = 'Payload too large', code?: ErrorCode) {
    super(message, 413, code);
  }
}

/** 500 and any other 5xx. */
export class ServerError extends ApiError {
  readonly kind = 'server';
  override readonly name = 'ServerError';
  constructor(status: number, message = 'Server error', code?: ErrorCode) {
    super(message, status, code);
  }
}

/** A status the call did not expect and docs/product.md#errors does not name (e.g. 200 instead of 201, 302, 418). */
export class ProcessError extends ApiError {
  readonly kind = 'process';
  override readonly name = 'ProcessError';
  override readonly status: number;
  readonly expected: number;
  constructor(expected: number, received: number) {
    super(`Unexpected status ${received}, expected ${expected}`, received);
    this.status = received;
    this.expected = expected;
  }
}

/** docs/product.md#validation: the answer had the expected status but not the contract's shape. */
export class ResponseValidationError extends ApiError {
  readonly kind = 'response-validation';
  override readonly name = 'ResponseValidationError';
  readonly fieldErrors: readonly FieldError[];
  constructor(status: number, fieldErrors: readonly FieldError[]) {
    super('Error during response validation', status);
    this.fieldErrors = fieldErrors;
  }
}

/** No answer: connection refused or reset, DNS, invalid URL… */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
  constructor(cause: unknown) {
    super('Network error', null, undefined, { cause });
  }
}

/** No complete answer within the client's timeout (docs/product.md#limits: 20000 ms). */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`No response within ${timeoutMs} ms`, null);
    this.timeoutMs = timeoutMs;
  }
}

/** Every error the client throws; narrow with `switch (error.kind)`. */
export type ApiFailure =
  | PaymentError
  | InvalidArgumentError
  | UnauthorizedError
  | ForbiddenError
  | NotFoundError
  | ConflictError
  | OutOfBoundError
  | ServerError
  | ProcessError
  | ResponseValidationError
  | NetworkError
  | TimeoutError;
export type ApiErrorKind = ApiFailure['kind'];

export function isApiError(value: unknown): value is ApiFailure {
  return value instanceof ApiError;
}

const paymentFailureSchema = lazySchema(() =>
  z.object({
    status: z.literal('Failure'),
    error: z.object({ message: z.string(), code: z.union([z.string(), z.number()]).transform(String) }),
  }),
);
const nonEmptyViolationsSchema = lazySchema(() => z.object({ violations: violationsBodySchema.shape.violations.min(1) }));
const looseErrorBodySchema = lazySchema(() => errorBodySchema.partial());

/** Maps an answer whose status is not the expected one to its error (docs/product.md#errors). */
export function errorFromResponse(status: number, body: unknown, expected: number): ApiFailure {
  const parsed = looseErrorBodySchema.safeParse(body);
  const { message, code } = parsed.success ? parsed.data : {};
  const violations = nonEmptyViolationsSchema.safeParse(body);

  switch (status) {
    case 400: {
      const payment = paymentFailureSchema.safeParse(body);
      if (payment.success) return new PaymentError(payment.data.error.message, payment.data.error.code);
      if (violations.success) {
        return new InvalidArgumentError('Validation failed by backend', violations.data.violations, code);
      }
      return new InvalidArgumentError(message ?? 'Invalid argument', [], code);
    }
    case 401:
      return new UnauthorizedError(message, code);
    case 403:
      return new ForbiddenError(message, code);
    case 404:
      return new NotFoundError(message, code);
    case 409:
      return violations.success
        ? new ConflictError('Conflict in request', violations.data.violations, code, body)
        : new ConflictError(message ?? 'Conflict', [], code, body);
    case 413:
      return new OutOfBoundError(message, code);
    default:
      return status >= 500 && status <= 599 ? new ServerError(status, message, code) : new ProcessError(expected, status);
  }
}

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
