import { setup } from 'xstate';
import { notProvidedAction } from '../shared/not-provided.ts';

/**
 * /callback/payment (route callback-payment, docs/product.md#routes, docs/product.md#states, docs/product.md#errors): where the hosted payment page and the
 * card form come back. It reads `success` and `cashback`, stores the payment result in the
 * browser (1 success, 0 failure, null when the query says nothing), shows docs/product.md#errors success or decline
 * message and continues to /registration/welcome/success or /failure (on the member's click or
 * after a short pause). The query changes nothing on the server: access comes only from the
 * provider's signed notification.
 *
 * `cancelled=1` (the member left the hosted page with "Annuler", issue 16): no payment happened, so
 * no result is stored and nothing is shown as an error or a welcome: straight back to the payment
 * step. While leaving, the outcome's tag stays on, so the page never shows another message.
 *
 * Provided by the app: actions `storePaymentResult` ({ result: 1 | 0 | null }), `goToWelcome`
 * ({ result: 'success' | 'failure', cashback }), `goToPaymentStep` (back to the payment choice).
 * Views: tags `success`, `declined`, `cancelled`, `leaving`; context.cashback.
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
}

export type PaymentCallbackEvent = { type: 'paymentCallback.continue' };

/** docs/product.md#states: 1 for success, 0 for failure, null when nothing usable was given. */
export function paymentResultOf(success: string | null): PaymentResult {
  if (success === '1') return 1;
  if (success === '0') return 0;
  return null;
}

/** How long the message stays before going on by itself. */
export const CALLBACK_CONTINUE_DELAY_MS = 4000;

export const paymentCallbackMachine = setup({
  types: {
    context: {} as PaymentCallbackContext,
    events: {} as PaymentCallbackEvent,
    input: {} as PaymentCallbackInput,
    tags: {} as 'success' | 'declined' | 'cancelled' | 'leaving',
  },
  actions: {
    storePaymentResult: notProvidedAction<{ result: PaymentResult }>('storePaymentResult'),
    goToWelcome: notProvidedAction<{ result: 'success' | 'failure'; cashback: boolean }>('goToWelcome'),
    goToPaymentStep: notProvidedAction('goToPaymentStep'),
  },
  guards: {
    succeeded: ({ context }) => context.result === 1,
    cancelled: ({ context }) => context.cancelled,
  },
  delays: {
    continueDelay: CALLBACK_CONTINUE_DELAY_MS,
  },
}).createMachine({
  id: 'paymentCallback',
  description:
    'Payment result callback (/callback/payment): stores the result (1, 0 or null), shows the docs/product.md#errors ' +
    'success or decline message, then continues to /registration/welcome/success or /failure; ' +
    'a cancel on the hosted page goes back to the payment step, storing nothing.',
  context: ({ input }) => ({
    result: paymentResultOf(input.success),
    cashback: input.cashback === '1',
    // A cancel carries no payment result: success=1 with it is not a cancel.
    cancelled: input.cancelled === '1' && paymentResultOf(input.success) !== 1,
  }),
  initial: 'reading',
  states: {
    reading: {
      description: 'cancelled=1 is a cancel; success=1 a success; 0, another value or none a decline.',
      always: [
        { guard: 'cancelled', target: 'cancelled' },
        {
          guard: 'succeeded',
          target: 'succeeded',
          actions: { type: 'storePaymentResult', params: ({ context }) => ({ result: context.result }) },
        },
        { target: 'declined', actions: { type: 'storePaymentResult', params: ({ context }) => ({ result: context.result }) } },
      ],
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
