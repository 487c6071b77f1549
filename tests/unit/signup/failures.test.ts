import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  InvalidArgumentError,
  NetworkError,
  NotFoundError,
  PaymentError,
  ProcessError,
  ServerError,
  TimeoutError,
} from '../../../src/api/errors.ts';
import { payingFailureOf, paymentFailureOf, registrationFailureOf, tokenFailureOf } from '../../../src/app/signup/failures.ts';

const duplicate = [{ property: 'identifier', message: 'Ce champ a déjà été utilisé', type: 'duplicate' as const }];

describe('signup failures (docs/product.md#errors)', () => {
  it('calls an unknown unique token invalid, anything else unavailable', () => {
    expect(tokenFailureOf(new NotFoundError())).toEqual({ reason: 'invalidToken' });
    expect(tokenFailureOf(new ServerError(500))).toEqual({ reason: 'unavailable' });
    expect(tokenFailureOf(new TypeError('x is undefined'))).toEqual({ reason: 'unavailable' });
  });

  it('turns registration errors into the message kinds (docs/product.md#errors), with the violations', () => {
    expect(registrationFailureOf(new ConflictError('Conflict in request', duplicate))).toEqual({
      reason: 'invalid',
      violations: duplicate,
    });
    expect(registrationFailureOf(new InvalidArgumentError('Validation failed by backend', duplicate))).toEqual({
      reason: 'invalid',
      violations: duplicate,
    });
    expect(registrationFailureOf(new ForbiddenError())).toEqual({ reason: 'forbidden' });
    // "type error and not found": cannot create an account for now.
    expect(registrationFailureOf(new NotFoundError())).toEqual({ reason: 'unavailable' });
    expect(registrationFailureOf(new TypeError('boom'))).toEqual({ reason: 'unavailable' });
    expect(registrationFailureOf(new NetworkError(new Error('reset')))).toEqual({ reason: 'unavailable' });
  });

  it('keeps the provider code of a declined card, and tells answered refusals from unknown outcomes', () => {
    expect(paymentFailureOf(new PaymentError('Invalid expiry month', '1100004PI3'))).toEqual({
      reason: 'declined',
      code: '1100004PI3',
      message: 'Invalid expiry month',
    });
    expect(paymentFailureOf(new InvalidArgumentError('Validation failed by backend', duplicate))).toEqual({
      reason: 'invalid',
      violations: duplicate,
    });
    // Same key, other body: answered, so a new key next time.
    expect(paymentFailureOf(new ProcessError(200, 422))).toEqual({ reason: 'invalid', violations: [] });
    // Outcome unknown: the same key must go again.
    for (const error of [new TimeoutError(20_000), new NetworkError(null), new ServerError(502), new Error('?')]) {
      expect(paymentFailureOf(error)).toEqual({ reason: 'unavailable' });
    }
  });

  it('tells "already paid" from "another attempt is running" on every paying call', () => {
    const paid = new ConflictError(
      'Conflict in request',
      [{ property: 'payment', message: 'Paiement déjà reçu', type: 'duplicate' }],
      'already_paid',
    );
    expect(paymentFailureOf(paid)).toEqual({ reason: 'alreadyPaid' });
    expect(payingFailureOf(paid)).toEqual({ reason: 'alreadyPaid' });
    // Any other 409 (payment_in_progress, this key still running): nothing charged, try again in a moment.
    for (const running of [new ConflictError('Conflict', [], 'payment_in_progress'), new ConflictError('Conflict')]) {
      expect(paymentFailureOf(running)).toEqual({ reason: 'inProgress' });
      expect(payingFailureOf(running)).toEqual({ reason: 'inProgress' });
    }
    // Registering keeps its own meaning of 409 (a used address).
    expect(registrationFailureOf(new ConflictError('Conflict in request', duplicate))).toEqual({
      reason: 'invalid',
      violations: duplicate,
    });
    expect(payingFailureOf(new ForbiddenError())).toEqual({ reason: 'forbidden' });
  });
});
