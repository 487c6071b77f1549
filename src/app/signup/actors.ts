import { fromPromise } from 'xstate';
import { paymentErrorMachine, type PaymentErrorOutcome } from '../../../machines/signup/payment-error.machine.ts';
import type { PayCardInput, PaymentFailure } from '../../../machines/signup/payment.machine.ts';
import type { RegisterAnswer, RegisterRequest, RegistrationFailure } from '../../../machines/signup/registration.machine.ts';
import { getFormula, getTrafficToken } from '../../api/formulas.ts';
import type { HttpClient } from '../../api/http-client.ts';
import { payByCard, requestPaymentLink, subscribe, type CardPaymentAnswer } from '../../api/payments.ts';
import { register } from '../../api/registration.ts';
import type { Formula, TrafficToken } from '../../domain/formula.ts';
import type { PaymentRequest } from '../../domain/payment.ts';
import type { SubscribeRequest, SubscribeResponse } from '../../domain/subscription.ts';
import { payingFailureOf, paymentFailureOf, registrationFailureOf, tokenFailureOf } from './failures.ts';

/**
 * The API actors of the signup machines (registration, payment). Imported by the signup pages
 * only (lazy chunks): it pulls the HTTP client and zod. Each rejects with the machine's failure
 * type (failures.ts), never with an HTTP error.
 */

export interface SignupDependencies {
  /** The default provider's client (bearer token of the signed-in member), loaded on demand. */
  api: () => Promise<HttpClient>;
  /** The member's access token, read at each charge (sent as the charging call's own bearer). */
  getToken: () => string | null;
  /** A new random idempotency key (crypto.randomUUID in the browser). */
  newKey: () => string;
  /** docs/product.md#errors: whether the app may leave for the payment link's href (default: any). */
  mayRedirectTo?: (href: string) => boolean;
  /** Where a payment error's code is reported for support (never the card). Default: nowhere. */
  reportPaymentError?: (report: { code: string; kind: PaymentErrorOutcome['kind'] }) => void;
  /** Whether the signed-in member is VIP now (asks the session). Default: not known, false. */
  isVip?: () => Promise<boolean>;
}

/**
 * Holds the idempotency key of a charging call: the same key until the machine says the server
 * answered (`renew`), so a retry after a lost answer is recognised by the server and never charges
 * twice.
 */
export function createIdempotencyKeys(newKey: () => string) {
  let current: string | null = null;
  return {
    key(renew: boolean): string {
      if (renew || current === null) current = newKey();
      return current;
    },
  };
}

async function rethrowAs<T>(call: () => Promise<T>, failureOf: (error: unknown) => unknown): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The machines read a failure object, never the HTTP error (see failures.ts).
    throw failureOf(error);
  }
}

/**
 * A paying call's failure, once more: a 409 without the already_paid code is also what a member
 * whose subscription already runs gets (the older "already subscribed" refusal). If the session says
 * the member is VIP, there is nothing to pay: that refusal is "already paid", not "in progress".
 */
async function payingRefusal<F extends { reason: string }>(failure: F, deps: SignupDependencies): Promise<F | { reason: 'alreadyPaid' }> {
  if (failure.reason !== 'inProgress' || !deps.isVip) return failure;
  return (await deps.isVip().catch(() => false)) ? { reason: 'alreadyPaid' } : failure;
}

async function rethrowPaying<T, F extends { reason: string }>(
  call: () => Promise<T>,
  failureOf: (error: unknown) => F,
  deps: SignupDependencies,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await payingRefusal(failureOf(error), deps);
  }
}

export function registrationActors(deps: SignupDependencies) {
  const subscribeKeys = createIdempotencyKeys(deps.newKey);
  let subscribeAnswered = false;
  return {
    validateToken: fromPromise<TrafficToken, { token: string }>(({ input, signal }) =>
      rethrowAs(async () => getTrafficToken(await deps.api(), input.token, { signal }), tokenFailureOf),
    ),
    loadFormula: fromPromise<Formula, { uid: string }>(({ input, signal }) =>
      rethrowAs(async () => getFormula(await deps.api(), input.uid, { signal }), registrationFailureOf),
    ),
    register: fromPromise<RegisterAnswer, RegisterRequest>(({ input, signal }) =>
      rethrowAs(async () => register(await deps.api(), input, { signal }), registrationFailureOf),
    ),
    requestPaymentLink: fromPromise<{ href: string }, { formula: string }>(async ({ input, signal }) => {
      const link = await rethrowPaying(async () => requestPaymentLink(await deps.api(), input.formula, { signal }), payingFailureOf, deps);
      // A link the navigation guard refuses is the redirect failure (docs/product.md#errors), never followed.
      if (deps.mayRedirectTo && !deps.mayRedirectTo(link.href)) throw { reason: 'redirect' } satisfies RegistrationFailure;
      return link;
    }),
    subscribe: fromPromise<SubscribeResponse, SubscribeRequest>(async ({ input, signal }) => {
      const idempotencyKey = subscribeKeys.key(subscribeAnswered);
      subscribeAnswered = false;
      try {
        return await subscribe(await deps.api(), input, { idempotencyKey, token: deps.getToken(), signal });
      } catch (error) {
        const failure = await payingRefusal(payingFailureOf(error), deps);
        // An answered refusal spends the key; a lost answer, or another attempt still running,
        // keeps it for the retry.
        subscribeAnswered = failure.reason !== 'unavailable' && failure.reason !== 'inProgress';
        throw failure;
      }
    }),
  };
}

export function paymentActors(deps: SignupDependencies) {
  const keys = createIdempotencyKeys(deps.newKey);
  let last: { request: PaymentRequest; idempotencyKey: string } | null = null;
  const report = deps.reportPaymentError ?? (() => undefined);
  return {
    // The child machine that classifies a decline, with its own I/O provided.
    paymentError: paymentErrorMachine.provide({ actions: { reportPaymentError: (_, params) => report(params) } }),
    payCard: fromPromise<CardPaymentAnswer, PayCardInput>(({ input, signal }) => {
      // A replay (another attempt was running) sends the last request again with the same key;
      // the card stays in this closure, never in the machine's context.
      if (!('replay' in input)) {
        const { renewKey, ...request } = input;
        last = { request, idempotencyKey: keys.key(renewKey) };
      }
      const attempt = last;
      if (attempt === null) return Promise.reject({ reason: 'unavailable' } satisfies PaymentFailure);
      return rethrowPaying(
        async () =>
          payByCard(await deps.api(), attempt.request, {
            idempotencyKey: attempt.idempotencyKey,
            token: deps.getToken(),
            signal,
          }),
        paymentFailureOf,
        deps,
      );
    }),
  };
}
