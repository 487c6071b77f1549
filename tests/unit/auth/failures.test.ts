import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  InvalidArgumentError,
  NetworkError,
  ProcessError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
} from '../../../src/api/errors.ts';
import { accountFailureOf, loginFailureOf, resetFailureOf } from '../../../src/app/auth/failures.ts';

describe('sign-in failures → the message kinds (docs/product.md#errors)', () => {
  it.each([
    ['401', new UnauthorizedError('Identifiants incorrects'), { reason: 'unauthorized' }],
    [
      '400 (malformed identifier)',
      new InvalidArgumentError('Validation failed by backend', [{ property: 'identifier', message: 'x', type: 'invalid' }]),
      { reason: 'unauthorized' },
    ],
    ['403 account_pending', new ForbiddenError('En attente', 'account_pending'), { reason: 'accountPending' }],
    ['403 account_ended', new ForbiddenError('Terminé', 'account_ended'), { reason: 'accountEnded' }],
    ['403 other', new ForbiddenError('Forbidden'), { reason: 'forbidden' }],
    ['429', new ProcessError(200, 429), { reason: 'tooManyAttempts' }],
    ['500', new ServerError(500), { reason: 'server' }],
    ['a network failure', new NetworkError(new Error('ECONNREFUSED')), { reason: 'server' }],
    ['a timeout', new TimeoutError(20_000), { reason: 'server' }],
    ['an unexpected status', new ProcessError(200, 302), { reason: 'server' }],
    ['not an API error', new Error('boom'), { reason: 'server' }],
  ])('%s', (_, error, expected) => {
    expect(loginFailureOf(error)).toEqual(expected);
  });
});

describe('password reset failures', () => {
  it.each([
    ['reset_token_used', 'used'],
    ['reset_token_expired', 'expired'],
    ['reset_token_invalid', 'invalid'],
    [undefined, 'invalid'],
  ])('a 400 with code %s says the link is %s', (code, problem) => {
    expect(resetFailureOf(new InvalidArgumentError('Lien invalide', [], code))).toEqual({ reason: 'tokenRejected', problem });
  });

  it("puts the server's password rule next to the field", () => {
    const error = new InvalidArgumentError('Validation failed by backend', [
      { property: 'password', message: 'Le mot de passe doit contenir entre 8 et 50 caractères', type: 'invalid' },
    ]);
    expect(resetFailureOf(error)).toEqual({
      reason: 'invalid',
      issues: { password: { text: 'Le mot de passe doit contenir entre 8 et 50 caractères' } },
    });
  });

  it('a rule key from the server becomes a translated rule', () => {
    const error = new InvalidArgumentError('Validation failed by backend', [
      { property: 'email', message: 'emailFormat', type: 'invalid' },
    ]);
    expect(resetFailureOf(error)).toEqual({ reason: 'invalid', issues: { email: { rule: 'emailFormat' } } });
  });

  it('anything else is a server error', () => {
    expect(resetFailureOf(new ServerError(503))).toEqual({ reason: 'server' });
    expect(resetFailureOf(new NetworkError(null))).toEqual({ reason: 'server' });
  });
});

describe('account failures', () => {
  it('a wrong current password shows next to it', () => {
    const error = new InvalidArgumentError('Validation failed by backend', [
      { property: 'old', message: 'Mot de passe incorrect', type: 'invalid' },
    ]);
    expect(accountFailureOf(error)).toEqual({ reason: 'invalid', issues: { old: { rule: 'oldPasswordWrong' } } });
  });

  it('maps the new password and the display name violations to their fields', () => {
    const error = new InvalidArgumentError('Validation failed by backend', [
      { property: 'new', message: 'Le mot de passe doit contenir entre 8 et 50 caractères', type: 'invalid' },
      { property: 'profile.name', message: 'nameFormat', type: 'invalid' },
    ]);
    expect(accountFailureOf(error)).toEqual({
      reason: 'invalid',
      issues: { new: { text: 'Le mot de passe doit contenir entre 8 et 50 caractères' }, name: { rule: 'nameFormat' } },
    });
  });

  it('a 400 naming no known field, or any other error, is a server error', () => {
    expect(
      accountFailureOf(new InvalidArgumentError('metadata type is not correct', [{ property: 'uid', message: 'x', type: 'invalid' }])),
    ).toEqual({ reason: 'server' });
    expect(accountFailureOf(new UnauthorizedError())).toEqual({ reason: 'server' });
  });
});
