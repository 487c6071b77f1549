import { registrationResponseSchema, type RegistrationRequest, type RegistrationResponse } from '../domain/registration.ts';
import { signupPaymentSchema, type SignupPayment } from '../domain/signup-payment.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/**
 * POST /api/registrations/register (docs/product.md#calls) → 201 { uid, token }: the account is created pending
 * payment and the user is signed in (the session cookie comes with the answer). A used address
 * is a ConflictError with a `duplicate` violation on identifier; bad fields an InvalidArgumentError.
 */
export function register(client: HttpClient, request: RegistrationRequest, options: CallOptions = {}): Promise<RegistrationResponse> {
  return client.request({
    method: 'POST',
    path: '/registrations/register',
    body: request,
    schema: registrationResponseSchema,
    expectedStatus: 201,
    signal: options.signal,
  });
}

/**
 * GET /api/registrations/payment (decision 0034): where the signed-in member's registration
 * payment really stands. Anonymous or revoked: UnauthorizedError.
 */
export function getSignupPayment(client: HttpClient, options: CallOptions = {}): Promise<SignupPayment> {
  return client.request({ method: 'GET', path: '/registrations/payment', schema: signupPaymentSchema, signal: options.signal });
}
