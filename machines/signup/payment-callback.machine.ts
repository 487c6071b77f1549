import { setup } from 'xstate';
import { notProvidedAction } from '../shared/not-provided.ts';

/**
 * /callback/payment (route callback-payment, §2, §4, §8): where the hosted payment page and the
 * card form come back. It reads `success` and `cashback`, stores the payment result in the
 * browser (1 success, 0 failure, null when the query says nothing), shows §8's success or decline
 * message and continues to /registration/welcome/success or /failure (on the member's click or
 * after a short pause). The query changes nothing on the server: access comes only from the
 * provider's signed notification.
 *
 * Provided by the app: actions `storePaymentResult` ({ result: 1 | 0 | null }), `goToWelcome`
 * ({ result: 'success' | 'failure', cashback }).
 * Views: tags `success`, `declined`, `leaving`; context.cashback.
 */

export type PaymentResult = 1 | 0 | null;

export interface PaymentCallbackInput {
  /** The query parameters as received ('1', '0', anything, or absent). */
  success: string | null;
  cashback: string | null;
}

export interface PaymentCallbackContext {
  result: PaymentResult;
  cashback: boolean;
}

export type PaymentCallbackEvent = { type: 'paymentCallback.continue' };

/** §4: 1 for success, 0 for failure, null when nothing usable was given. */
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
    tags: {} as 'success' | 'declined' | 'leaving',
  },
  actions: {
    storePaymentResult: notProvidedAction<{ result: PaymentResult }>('storePaymentResult'),
    goToWelcome: notProvidedAction<{ result: 'success' | 'failure'; cashback: boolean }>('goToWelcome'),
  },
  guards: {
    succeeded: ({ context }) => context.result === 1,
  },
  delays: {
    continueDelay: CALLBACK_CONTINUE_DELAY_MS,
  },
}).createMachine({
  id: 'paymentCallback',
  description:
    'Payment result callback (/callback/payment): stores the result (1, 0 or null), shows the §8 ' +
    'success or decline message, then continues to /registration/welcome/success or /failure.',
  context: ({ input }) => ({ result: paymentResultOf(input.success), cashback: input.cashback === '1' }),
  initial: 'reading',
  states: {
    reading: {
      description: 'success=1 is a success; 0, another value or none is a decline.',
      entry: { type: 'storePaymentResult', params: ({ context }) => ({ result: context.result }) },
      always: [{ guard: 'succeeded', target: 'succeeded' }, { target: 'declined' }],
    },
    succeeded: {
      description: '§8 payment success message.',
      tags: ['success'],
      on: { 'paymentCallback.continue': { target: 'leaving', actions: { type: 'goToWelcome', params: ({ context }) => ({ result: 'success', cashback: context.cashback }) } } },
      after: { continueDelay: { target: 'leaving', actions: { type: 'goToWelcome', params: ({ context }) => ({ result: 'success', cashback: context.cashback }) } } },
    },
    declined: {
      description: '§8 payment decline message.',
      tags: ['declined'],
      on: { 'paymentCallback.continue': { target: 'leaving', actions: { type: 'goToWelcome', params: ({ context }) => ({ result: 'failure', cashback: context.cashback }) } } },
      after: { continueDelay: { target: 'leaving', actions: { type: 'goToWelcome', params: ({ context }) => ({ result: 'failure', cashback: context.cashback }) } } },
    },
    leaving: {
      description: 'On to the welcome page of the result.',
      type: 'final',
      tags: ['leaving'],
    },
  },
});
