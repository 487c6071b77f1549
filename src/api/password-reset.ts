import {
  passwordResetCheckResponseSchema,
  successResponseSchema,
  type PasswordResetCheckResponse,
  type PasswordResetUpdate,
  type SuccessResponse,
} from '../domain/password-reset.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** POST /api/reset-password/request → 202, whether or not an account has this address. */
export function requestPasswordReset(client: HttpClient, email: string, options: CallOptions = {}): Promise<SuccessResponse> {
  return client.request({
    method: 'POST',
    path: '/reset-password/request',
    body: { email },
    schema: successResponseSchema,
    expectedStatus: 202,
    signal: options.signal,
  });
}

/** GET /api/reset-password/check?token=…: 200 while the link works; never uses it up. */
export function checkResetToken(client: HttpClient, token: string, options: CallOptions = {}): Promise<PasswordResetCheckResponse> {
  return client.request({
    path: '/reset-password/check',
    params: { token },
    schema: passwordResetCheckResponseSchema,
    signal: options.signal,
  });
}

/** POST /api/reset-password/update: sets the new password and uses the link up. */
export function updatePassword(client: HttpClient, update: PasswordResetUpdate, options: CallOptions = {}): Promise<SuccessResponse> {
  return client.request({
    method: 'POST',
    path: '/reset-password/update',
    body: update,
    schema: successResponseSchema,
    signal: options.signal,
  });
}
