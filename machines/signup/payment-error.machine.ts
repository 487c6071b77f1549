import { assign, setup } from 'xstate';
import { classifyPaymentCode, type CardField } from '../../src/domain/payment-codes.ts';
import { notProvidedAction } from '../shared/not-provided.ts';

/**
 * A payment failure's docs/product.md#errors code, classified: a recoverable code names the card field to correct
 * (number, month, year, code) and the member retries; any other code is unrecoverable ("error
 * while processing payment" with the code). The outcome is the machine's output, so the payment
 * machine delegates to it.
 *
 * Provided by the app: action `reportPaymentError` ({ code, kind }: logged for support; the card
 * itself never reaches this machine).
 * Views (when shown on its own): tags `recoverable`, `unrecoverable`; context.field, context.code.
 */

export interface PaymentErrorInput {
  code: string;
  message: string;
}

export type PaymentErrorOutcome = { kind: 'recoverable'; field: CardField; code: string } | { kind: 'unrecoverable'; code: string };

export interface PaymentErrorContext {
  code: string;
  message: string;
  field: CardField | null;
}

export const paymentErrorMachine = setup({
  types: {
    context: {} as PaymentErrorContext,
    input: {} as PaymentErrorInput,
    output: {} as PaymentErrorOutcome,
    tags: {} as 'recoverable' | 'unrecoverable',
  },
  actions: {
    reportPaymentError: notProvidedAction<{ code: string; kind: PaymentErrorOutcome['kind'] }>('reportPaymentError'),
    rememberField: assign({
      field: ({ context }) => {
        const verdict = classifyPaymentCode(context.code);
        return verdict.kind === 'recoverable' ? verdict.field : null;
      },
    }),
  },
  guards: {
    isRecoverable: ({ context }) => classifyPaymentCode(context.code).kind === 'recoverable',
  },
}).createMachine({
  id: 'paymentError',
  description:
    'Classifies a payment failure by its code (docs/product.md#errors): recoverable codes name the card field to correct ' +
    'and the member retries; every other code ends the payment with its code.',
  context: ({ input }) => ({ code: input.code.trim(), message: input.message, field: null }),
  initial: 'classifying',
  states: {
    classifying: {
      description: 'Looks the code up in the tables (docs/product.md#errors).',
      always: [
        {
          guard: 'isRecoverable',
          target: 'recoverable',
          actions: [
            'rememberField',
            { type: 'reportPaymentError', params: ({ context }) => ({ code: context.code, kind: 'recoverable' }) },
          ],
        },
        {
          target: 'unrecoverable',
          actions: { type: 'reportPaymentError', params: ({ context }) => ({ code: context.code, kind: 'unrecoverable' }) },
        },
      ],
    },
    recoverable: {
      description: 'A field error on the named card field: the member corrects it and pays again.',
      type: 'final',
      tags: ['recoverable'],
    },
    unrecoverable: {
      description: '"error while processing payment" with the code: the failure path.',
      type: 'final',
      tags: ['unrecoverable'],
    },
  },
  output: ({ context }) =>
    context.field !== null
      ? { kind: 'recoverable', field: context.field, code: context.code }
      : { kind: 'unrecoverable', code: context.code },
});
