import { assign, setup } from 'xstate';
import { creditCardSchema } from '../../src/domain/card-rules.ts';
import { nameSchema } from '../../src/domain/field-rules.ts';
import type { Violation } from '../../src/domain/violation.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { compact, hasIssues, issueOf, ruleIssue, violationIssues, withoutField, type SignupFieldIssues } from './field-issues.ts';
import { paymentErrorMachine, type PaymentErrorOutcome } from './payment-error.machine.ts';
import {
  isAlreadyPaid,
  isInProgress,
  PAYMENT_BUSY_RETRIES,
  PAYMENT_BUSY_RETRY_MS,
  paymentRefusalOf,
  type PaymentRefusal,
} from './payment-refusals.ts';

/**
 * Card payment (/registration/payment, docs/product.md#routes, docs/product.md#entities, docs/product.md#errors): the cashback card form is checked with the docs/product.md#validation
 * rules, then paid. Success goes on to callback-payment; Pending waits for the provider's answer;
 * a Failure's code is classified by the `paymentError` machine: a recoverable code becomes a
 * field error the member corrects before paying again, an unrecoverable one ends on the failure
 * path with its code. The card is never kept in the context. The form also carries the member's
 * express request that the coaching begin before the withdrawal period ends (L221-25,
 * docs/decisions/0021-withdrawal.md): unticked by default, required to pay, sent as `expressStart`.
 *
 * Never charge twice: the `payCard` actor sends an idempotency key it keeps between calls. A
 * request whose outcome is unknown (network, timeout) goes again with the SAME key; the machine
 * asks for a new key (`renewKey`) only after the server answered (a decline or rejected fields),
 * when the card is bound to change. The key itself is random, hence made by the app.
 *
 * One payment per registration: a refusal because the registration is already paid (or
 * pending) is neither a card error nor retried — the member goes on to the welcome page
 * (`goToAlreadyPaid`). A refusal because another attempt is running waits and sends the same
 * request again (`{ replay: true }`: the app resends its last request with the same key, so the
 * card never enters the context), a bounded number of times, then says so (payment-refusals.ts).
 *
 * Provided by the app: actors `payCard` (POST /api/payments/card → { status: 'Success' |
 * 'Pending' }; rejects with a PaymentFailure; keeps the idempotency key, renewed on `renewKey`, and
 * its last request for `{ replay: true }`), `awaitPayment` ({ uid } → the final status once the
 * provider settles a Pending payment); actions `goToPaymentCallback` ({ success, cashback }),
 * `goToFailure` ({ code }), `goToAlreadyPaid` (the welcome page, saying the payment was already
 * received). `paymentError` is the machine of payment-error.machine.ts.
 * Views: tags `form`, `busy`, `pending`, `error`, `otherAttempt`, `alreadyPaid`; context.fieldIssues,
 * context.failure.
 */

export type PaymentField = 'firstname' | 'lastname' | 'cardholder' | 'number' | 'month' | 'year' | 'code' | 'expressStart';

export interface CardForm {
  firstname: string;
  lastname: string;
  cardholder: string;
  number: string;
  month: string;
  year: string;
  code: string;
  /**
   * The member asks that the coaching begin before the 14-day withdrawal period ends and accepts
   * to pay for what is provided if he withdraws (L221-25, decision 0021): required to pay.
   */
  expressStart: boolean;
}

export interface PaymentInput {
  uid: string;
  /** Formula uid. */
  formula: string;
  trafficToken: string | null;
  /** The day the form is filled in (YYYY-MM-DD), for the expiry rules. */
  today: string;
}

/** How the `payCard` actor rejects. Anything else counts as 'unavailable' (outcome unknown). */
export type PaymentFailure =
  | { reason: 'declined'; code: string; message: string }
  | { reason: 'invalid'; violations: readonly Violation[] }
  | PaymentRefusal
  | { reason: 'unavailable' };

export function toPaymentFailure(error: unknown): PaymentFailure {
  const refusal = paymentRefusalOf(error);
  if (refusal) return refusal;
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const failure = error as { reason: unknown; code?: unknown; message?: unknown; violations?: unknown };
    if (failure.reason === 'declined' && typeof failure.code === 'string') {
      return { reason: 'declined', code: failure.code, message: typeof failure.message === 'string' ? failure.message : '' };
    }
    if (failure.reason === 'invalid') {
      return { reason: 'invalid', violations: Array.isArray(failure.violations) ? (failure.violations as Violation[]) : [] };
    }
  }
  return { reason: 'unavailable' };
}

/**
 * What the page says: a docs/product.md#errors code (recoverable next to its field, or the failure's code), "try
 * again", or "another payment is still running" (after the bounded retries).
 */
export type PaymentProblem =
  | { reason: 'recoverable'; code: string }
  | { reason: 'unrecoverable'; code: string }
  | { reason: 'unavailable' }
  | { reason: 'inProgress' };

export interface PaymentContext {
  input: PaymentInput;
  /** The server answered the last request: the next one needs a new idempotency key. */
  renewKey: boolean;
  fieldIssues: SignupFieldIssues<PaymentField>;
  failure: PaymentProblem | null;
  /** Tries made since another attempt was reported running (0 after each submit). */
  busyRetries: number;
}

export type PaymentEvent = ({ type: 'payment.submit' } & CardForm) | { type: 'payment.edit'; field: PaymentField };

export interface CardPaymentRequest {
  uid: string;
  firstname: string;
  lastname: string;
  formula: string;
  creditCard: { number: string; month: number; year: number; code: string };
  trafficToken?: string;
  /** The express request, always true here: the form cannot be sent without it. */
  expressStart: true;
  /** False: send the same idempotency key as the last call (first call: a new one). */
  renewKey: boolean;
}

/** The same request again, with the same key: another attempt was running when it was sent. */
export interface CardPaymentReplay {
  replay: true;
}

export type PayCardInput = CardPaymentRequest | CardPaymentReplay;

/** Local midnight of a YYYY-MM-DD day. */
function dayOf(today: string): Date {
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Rules (docs/product.md#validation) of the form; an expiry in the past is reported on the month; the express request is required. */
export function checkCardForm(form: CardForm, today: string): SignupFieldIssues<PaymentField> {
  const names = {
    firstname: ruleIssue(nameSchema, form.firstname),
    lastname: ruleIssue(nameSchema, form.lastname),
    cardholder: ruleIssue(nameSchema, form.cardholder),
  };
  const card = creditCardSchema(dayOf(today)).safeParse({ number: form.number, month: form.month, year: form.year, code: form.code });
  const cardIssues: Record<'number' | 'month' | 'year' | 'code', SignupFieldIssues<PaymentField>[PaymentField]> = {
    number: undefined,
    month: undefined,
    year: undefined,
    code: undefined,
  };
  if (!card.success) {
    for (const issue of card.error.issues) {
      const field = issue.path[0];
      if ((field === 'number' || field === 'month' || field === 'year' || field === 'code') && !cardIssues[field]) {
        cardIssues[field] = issueOf(issue.message);
      }
    }
  }
  const expressStart = form.expressStart ? undefined : { rule: 'expressStartRequired' as const };
  return compact({ ...names, ...cardIssues, expressStart });
}

function formOf(event: PaymentEvent): CardForm {
  return event.type === 'payment.submit'
    ? {
        firstname: event.firstname,
        lastname: event.lastname,
        cardholder: event.cardholder,
        number: event.number,
        month: event.month,
        year: event.year,
        code: event.code,
        expressStart: event.expressStart,
      }
    : { firstname: '', lastname: '', cardholder: '', number: '', month: '', year: '', code: '', expressStart: false };
}

/** The request for a form that passed checkCardForm. */
export function cardPaymentRequest(context: PaymentContext, form: CardForm): CardPaymentRequest {
  const card = creditCardSchema(dayOf(context.input.today)).parse({
    number: form.number,
    month: form.month,
    year: form.year,
    code: form.code,
  });
  return {
    uid: context.input.uid,
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    formula: context.input.formula,
    creditCard: card,
    ...(context.input.trafficToken ? { trafficToken: context.input.trafficToken } : {}),
    expressStart: true,
    renewKey: context.renewKey,
  };
}

const VIOLATION_FIELDS: Readonly<Record<string, PaymentField>> = {
  firstname: 'firstname',
  lastname: 'lastname',
  'creditCard.number': 'number',
  'creditCard.month': 'month',
  'creditCard.year': 'year',
  'creditCard.code': 'code',
  expressStart: 'expressStart',
};

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    tags: {} as 'form' | 'busy' | 'pending' | 'error' | 'otherAttempt' | 'alreadyPaid',
  },
  actors: {
    payCard: notProvidedActor<{ status: 'Success' | 'Pending' }, PayCardInput>('payCard'),
    awaitPayment: notProvidedActor<
      { status: 'Success' } | { status: 'Failure'; error: { code: string; message: string } },
      { uid: string }
    >('awaitPayment'),
    paymentError: paymentErrorMachine,
  },
  actions: {
    goToPaymentCallback: notProvidedAction<{ success: boolean; cashback: boolean }>('goToPaymentCallback'),
    goToFailure: notProvidedAction<{ code: string }>('goToFailure'),
    goToAlreadyPaid: notProvidedAction('goToAlreadyPaid'),
    showFieldIssues: assign({ fieldIssues: ({ context, event }) => checkCardForm(formOf(event), context.input.today), failure: null }),
    clearIssues: assign({ fieldIssues: {}, failure: null }),
    countBusyRetry: assign({ busyRetries: ({ context }) => context.busyRetries + 1 }),
    resetBusyRetries: assign({ busyRetries: 0 }),
    failInProgress: assign({ failure: { reason: 'inProgress' } }),
    clearFieldIssue: assign({
      fieldIssues: ({ context, event }) =>
        event.type === 'payment.edit' ? withoutField(context.fieldIssues, event.field) : context.fieldIssues,
    }),
    /** The server answered: this key is spent, the next request gets a new one. */
    renewKey: assign({ renewKey: true }),
    /** Outcome unknown: the request may have been charged, so the next one must replay its key. */
    keepKey: assign({ renewKey: false }),
    showRejectedFields: assign(({ context }, params: { error: unknown }) => {
      const failure = toPaymentFailure(params.error);
      const fieldIssues = failure.reason === 'invalid' ? violationIssues(failure.violations, VIOLATION_FIELDS) : {};
      // Nothing to point at (e.g. the key was refused): the form says "try again".
      return { fieldIssues, failure: hasIssues(fieldIssues) ? context.failure : { reason: 'unavailable' as const } };
    }),
    failUnavailable: assign({ failure: { reason: 'unavailable' } }),
    showOutcome: assign({
      fieldIssues: (_, params: { outcome: PaymentErrorOutcome }) =>
        params.outcome.kind === 'recoverable' ? { [params.outcome.field]: { violation: 'invalid' } } : {},
      failure: (_, params: { outcome: PaymentErrorOutcome }): PaymentProblem => ({
        reason: params.outcome.kind,
        code: params.outcome.code,
      }),
    }),
  },
  guards: {
    formInvalid: ({ context, event }) => hasIssues(checkCardForm(formOf(event), context.input.today)),
    isSuccess: (_, params: { status: string }) => params.status === 'Success',
    isDeclined: (_, params: { error: unknown }) => toPaymentFailure(params.error).reason === 'declined',
    isRejected: (_, params: { error: unknown }) => toPaymentFailure(params.error).reason === 'invalid',
    isRecoverable: (_, params: { outcome: PaymentErrorOutcome }) => params.outcome.kind === 'recoverable',
    isAlreadyPaid: (_, params: { error: unknown }) => isAlreadyPaid(params.error),
    mayRetryBusy: ({ context }, params: { error: unknown }) => isInProgress(params.error) && context.busyRetries < PAYMENT_BUSY_RETRIES,
    isInProgress: (_, params: { error: unknown }) => isInProgress(params.error),
  },
  delays: {
    busyRetryDelay: PAYMENT_BUSY_RETRY_MS,
  },
}).createMachine({
  id: 'payment',
  description:
    'Cashback card form (/registration/payment): docs/product.md#validation checks, then the card payment. Success → ' +
    'callback-payment; Pending waits for the provider; a Failure is classified by paymentError: a ' +
    'recoverable code is a field error to correct, an unrecoverable one ends with its code. ' +
    'Already paid → the welcome page; another attempt running → wait and send again, a few times.',
  context: ({ input }) => ({ input, renewKey: false, fieldIssues: {}, failure: null, busyRetries: 0 }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: first and last name, cardholder, card number, expiry mm/aa, CVV, and the express request to begin at once (unticked, required).',
      tags: ['form'],
      // Each submit is a new attempt: its own few tries if another attempt runs.
      entry: 'resetBusyRetries',
      on: {
        'payment.submit': [
          { guard: 'formInvalid', actions: 'showFieldIssues' },
          { target: 'paying', actions: 'clearIssues' },
        ],
        'payment.edit': { actions: 'clearFieldIssue' },
      },
    },
    paying: {
      description: 'POST /api/payments/card with this attempt’s idempotency key.',
      tags: ['form', 'busy'],
      invoke: {
        id: 'payCard',
        src: 'payCard',
        input: ({ context, event }): PayCardInput =>
          event.type === 'payment.submit' ? cardPaymentRequest(context, formOf(event)) : { replay: true },
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => ({ status: event.output.status }) }, target: 'succeeded' },
          { target: 'pending' },
        ],
        onError: [
          // Refused before any charge: the registration's payment was already received.
          { guard: { type: 'isAlreadyPaid', params: ({ event }) => ({ error: event.error }) }, target: 'alreadyPaid' },
          // Another attempt runs: nothing was charged for this one; the same request goes again.
          {
            guard: { type: 'mayRetryBusy', params: ({ event }) => ({ error: event.error }) },
            target: 'otherAttempt',
            actions: ['keepKey', 'countBusyRetry'],
          },
          {
            guard: { type: 'isInProgress', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['keepKey', 'failInProgress'],
          },
          {
            guard: { type: 'isDeclined', params: ({ event }) => ({ error: event.error }) },
            target: 'classifying',
            actions: 'renewKey',
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['renewKey', { type: 'showRejectedFields', params: ({ event }) => ({ error: event.error }) }],
          },
          // Outcome unknown: the same key goes with the next submit, so a charge is never repeated.
          { target: 'editing', actions: ['keepKey', 'failUnavailable'] },
        ],
      },
    },
    otherAttempt: {
      description: 'Another attempt of this registration is running: wait a moment, then send the same request again.',
      tags: ['form', 'busy', 'otherAttempt'],
      after: { busyRetryDelay: { target: 'paying' } },
    },
    alreadyPaid: {
      description: 'The registration’s payment was already received (nothing charged now): on to the welcome page.',
      type: 'final',
      tags: ['busy', 'alreadyPaid'],
      entry: 'goToAlreadyPaid',
    },
    pending: {
      description: 'The provider has not settled yet: wait for its answer.',
      tags: ['busy', 'pending'],
      invoke: {
        id: 'awaitPayment',
        src: 'awaitPayment',
        input: ({ context }) => ({ uid: context.input.uid }),
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => ({ status: event.output.status }) }, target: 'succeeded' },
          // Settled as a failure: that key's answer is final, a new card needs a new key.
          { target: 'classifying', actions: 'renewKey' },
        ],
        onError: { target: 'stillPending' },
      },
    },
    stillPending: {
      description: 'No answer yet: the account activates once the provider confirms (up to 5 minutes, docs/product.md#limits).',
      type: 'final',
      tags: ['pending'],
    },
    classifying: {
      description: 'The failure’s docs/product.md#errors code, classified by the paymentError machine.',
      tags: ['busy'],
      invoke: {
        id: 'paymentError',
        src: 'paymentError',
        input: ({ event }) => {
          const failure = 'error' in event ? toPaymentFailure(event.error) : undefined;
          const output = 'output' in event ? (event.output as { error?: { code: string; message: string } }) : undefined;
          if (failure?.reason === 'declined') return { code: failure.code, message: failure.message };
          return { code: output?.error?.code ?? '', message: output?.error?.message ?? '' };
        },
        onDone: [
          {
            guard: { type: 'isRecoverable', params: ({ event }) => ({ outcome: event.output }) },
            target: 'editing',
            actions: { type: 'showOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: 'failed',
            actions: [
              { type: 'showOutcome', params: ({ event }) => ({ outcome: event.output }) },
              { type: 'goToFailure', params: ({ event }) => ({ code: event.output.code }) },
            ],
          },
        ],
        onError: { target: 'editing', actions: 'failUnavailable' },
      },
    },
    failed: {
      description: '"error while processing payment" with the code: on to the failure path.',
      type: 'final',
      tags: ['error'],
    },
    succeeded: {
      description: 'Paid: on to callback-payment (success=1, cashback card).',
      type: 'final',
      tags: ['busy'],
      entry: { type: 'goToPaymentCallback', params: { success: true, cashback: true } },
    },
  },
});
