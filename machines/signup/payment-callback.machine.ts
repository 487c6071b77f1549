import { assign, setup } from 'xstate';
import type { SignupPaymentState } from '../../src/domain/signup-payment.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * /callback/payment (route callback-payment, docs/product.md#routes, docs/product.md#states, docs/product.md#errors): where the hosted payment page and the
 * card form come back. The query only says which message to wait for: the page asks the server
 * where the payment really stands (decision 0034) before it shows anything. A payment taken
 * (processing or active) shows the docs/product.md#errors success message and stores 1; nothing
 * taken with `success=1` is looked at again a few times (a notification in flight), then offers
 * the way to pay, never a success; nothing taken otherwise is the decline (stores 0 or null) and
 * the failure page; an anonymous visitor is offered to sign in or register. Then on to
 * /registration/welcome/success or /failure (on the member's click or after a short pause). The
 * query changes nothing on the server: access comes only from the provider's signed notification.
 *
 * `cancelled=1` (the member left the hosted page with "Annuler"): no payment happened, so
 * no result is stored and nothing is shown as an error or a welcome: straight back to the payment
 * step. While leaving, the outcome's tag stays on, so the page never shows another message.
 *
 * Provided by the app: actor `readPaymentState` (→ 'anonymous' | SignupPaymentState; rejects when
 * the server cannot say), actions `storePaymentResult` ({ result: 1 | 0 | null }), `goToWelcome`
 * ({ result: 'success' | 'failure', cashback }), `goToPaymentStep` (back to the payment choice).
 * Views: tags `checking`, `success`, `declined`, `cancelled`, `unpaid`, `anonymous`, `unknown`,
 * `leaving`; context.cashback.
 */

export type PaymentResult = 1 | 0 | null;

export interface PaymentCallbackInput {
  /** The query parameters as received ('1', '0', anything, or absent). */
  success: string | null;
  cashback: string | null;
  /** '1' when the member cancelled on the hosted page. */
  cancelled?: string | null;
}

export interface PaymentCallbackContext {
  result: PaymentResult;
  cashback: boolean;
  cancelled: boolean;
  /** Looks taken again while the server says nothing was paid though the query says success. */
  confirmTries: number;
}

/** What the server says of the visitor's payment: nobody signed in, or the state of the account's payment. */
export type PaymentStateAnswer = 'anonymous' | SignupPaymentState;

export type PaymentCallbackEvent = { type: 'paymentCallback.continue' } | { type: 'paymentCallback.retry' };

/** docs/product.md#states: 1 for success, 0 for failure, null when nothing usable was given. */
export function paymentResultOf(success: string | null): PaymentResult {
  if (success === '1') return 1;
  if (success === '0') return 0;
  return null;
}

/** How long the message stays before going on by itself. */
export const CALLBACK_CONTINUE_DELAY_MS = 4000;
/** With success=1 and nothing taken yet: looked at again this many times, this far apart, before offering to pay. */
export const CALLBACK_CONFIRM_TRIES = 2;
export const CALLBACK_CONFIRM_DELAY_MS = 1500;

const isTaken = (state: PaymentStateAnswer): boolean => state === 'processing' || state === 'active';

export const paymentCallbackMachine = setup({
  types: {
    context: {} as PaymentCallbackContext,
    events: {} as PaymentCallbackEvent,
    input: {} as PaymentCallbackInput,
    tags: {} as 'checking' | 'success' | 'declined' | 'cancelled' | 'unpaid' | 'anonymous' | 'unknown' | 'leaving',
  },
  actors: {
    readPaymentState: notProvidedActor<PaymentStateAnswer>('readPaymentState'),
  },
  actions: {
    countConfirmTry: assign({ confirmTries: ({ context }) => context.confirmTries + 1 }),
    storePaymentResult: notProvidedAction<{ result: PaymentResult }>('storePaymentResult'),
    goToWelcome: notProvidedAction<{ result: 'success' | 'failure'; cashback: boolean }>('goToWelcome'),
    goToPaymentStep: notProvidedAction('goToPaymentStep'),
  },
  guards: {
    cancelled: ({ context }) => context.cancelled,
    anonymous: (_, params: { state: PaymentStateAnswer }) => params.state === 'anonymous',
    taken: (_, params: { state: PaymentStateAnswer }) => isTaken(params.state),
    mayConfirmAgain: ({ context }) => context.result === 1 && context.confirmTries < CALLBACK_CONFIRM_TRIES,
    announcedSuccess: ({ context }) => context.result === 1,
  },
  delays: {
    continueDelay: CALLBACK_CONTINUE_DELAY_MS,
    confirmDelay: CALLBACK_CONFIRM_DELAY_MS,
  },
}).createMachine({
  id: 'paymentCallback',
  description:
    'Payment result callback (/callback/payment): asks the server where the payment stands; taken → the ' +
    'docs/product.md#errors success message, nothing taken → the decline, or the way to pay when the query ' +
    'claimed a success; anonymous → sign in or register; then on to /registration/welcome/success or /failure. ' +
    'A cancel on the hosted page goes back to the payment step, storing nothing.',
  context: ({ input }) => ({
    result: paymentResultOf(input.success),
    cashback: input.cashback === '1',
    // A cancel carries no payment result: success=1 with it is not a cancel.
    cancelled: input.cancelled === '1' && paymentResultOf(input.success) !== 1,
    confirmTries: 0,
  }),
  initial: 'reading',
  states: {
    reading: {
      description: 'cancelled=1 is a cancel; anything else is checked with the server first.',
      always: [{ guard: 'cancelled', target: 'cancelled' }, { target: 'checking' }],
    },
    checking: {
      description: 'GET /api/registrations/payment: where the payment really stands (decision 0034). Nothing is shown yet.',
      tags: ['checking'],
      invoke: {
        id: 'readPaymentState',
        src: 'readPaymentState',
        onDone: [
          { guard: { type: 'anonymous', params: ({ event }) => ({ state: event.output }) }, target: 'anonymous' },
          {
            guard: { type: 'taken', params: ({ event }) => ({ state: event.output }) },
            target: 'succeeded',
            actions: { type: 'storePaymentResult', params: { result: 1 } },
          },
          { guard: 'mayConfirmAgain', target: 'confirming', actions: 'countConfirmTry' },
          { guard: 'announcedSuccess', target: 'unpaid' },
          { target: 'declined', actions: { type: 'storePaymentResult', params: ({ context }) => ({ result: context.result }) } },
        ],
        onError: { target: 'unknown' },
      },
    },
    confirming: {
      description: 'success=1 but nothing taken yet: a moment, then the server is asked again.',
      tags: ['checking'],
      after: { confirmDelay: { target: 'checking' } },
    },
    anonymous: {
      description: 'Nobody signed in: no payment to tell of; sign in or register.',
      type: 'final',
      tags: ['anonymous'],
    },
    unpaid: {
      description: 'The query said success but nothing was paid: no success shown, the way to finish paying.',
      type: 'final',
      tags: ['unpaid'],
    },
    unknown: {
      description: 'The server could not say: nothing is claimed; the visitor may ask again.',
      tags: ['unknown'],
      on: { 'paymentCallback.retry': { target: 'checking' } },
    },
    cancelled: {
      description: 'Cancelled on the hosted page: nothing paid, no message; back to the payment step at once.',
      type: 'final',
      tags: ['cancelled', 'leaving'],
      entry: 'goToPaymentStep',
    },
    succeeded: {
      description: 'Payment success message (docs/product.md#errors).',
      tags: ['success'],
      on: { 'paymentCallback.continue': { target: 'leavingSucceeded' } },
      after: { continueDelay: { target: 'leavingSucceeded' } },
    },
    declined: {
      description: 'Payment decline message (docs/product.md#errors).',
      tags: ['declined'],
      on: { 'paymentCallback.continue': { target: 'leavingDeclined' } },
      after: { continueDelay: { target: 'leavingDeclined' } },
    },
    leavingSucceeded: {
      description: 'On to the welcome page; the success message stays while it loads.',
      type: 'final',
      tags: ['success', 'leaving'],
      entry: { type: 'goToWelcome', params: ({ context }) => ({ result: 'success', cashback: context.cashback }) },
    },
    leavingDeclined: {
      description: 'On to the failure page; the decline message stays while it loads.',
      type: 'final',
      tags: ['declined', 'leaving'],
      entry: { type: 'goToWelcome', params: ({ context }) => ({ result: 'failure', cashback: context.cashback }) },
    },
  },
});
