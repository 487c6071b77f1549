import { assign, setup } from 'xstate';
import type { WithdrawalQuote, WithdrawalResponse } from '../../src/domain/withdrawal.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

/**
 * The withdrawal section of /account/subscription (the right of withdrawal, L221-18;
 * docs/decisions/0021-withdrawal.md): within 14 days of the first payment it explains what would be
 * refunded today and offers to withdraw; a confirmation dialog says exactly
 * what the button does; then the request, and what was refunded. Past the window (or when the
 * server refuses) it says why instead.
 *
 * Provided by the app: actors `loadQuote` → WithdrawalQuote (GET /api/subscriptions/withdrawal) and
 * `withdraw` → WithdrawalResponse (POST), rejecting with a WithdrawalFailure.
 * Views: tags `loading`, `loadFailed`, `offered`, `closed`, `dialogOpen`, `busy`, `failed`, `done`;
 * context.quote, context.result, context.refusal (the server's French message).
 */

/** How `withdraw` rejects: refused by the server (409, its message) or anything else (unknown outcome). */
export type WithdrawalFailure = { reason: 'refused'; message: string } | { reason: 'unavailable' };

export function toWithdrawalFailure(error: unknown): WithdrawalFailure {
  if (typeof error === 'object' && error !== null && (error as { reason?: unknown }).reason === 'refused') {
    const message = (error as { message?: unknown }).message;
    return { reason: 'refused', message: typeof message === 'string' ? message : '' };
  }
  return { reason: 'unavailable' };
}

export interface WithdrawalContext {
  quote: WithdrawalQuote | null;
  result: WithdrawalResponse | null;
  /** Why the member cannot withdraw (the quote's or the refusal's French message). */
  refusal: string | null;
}

export type WithdrawalEvent =
  | { type: 'withdrawal.retry' }
  /** The member asks to withdraw: opens the confirmation. */
  | { type: 'withdrawal.open' }
  /** The dialog's button that withdraws (and again after a failure). */
  | { type: 'withdrawal.confirm' }
  /** Closes the dialog: nothing is sent. */
  | { type: 'withdrawal.dismiss' };

export type WithdrawalTag = 'loading' | 'loadFailed' | 'offered' | 'closed' | 'dialogOpen' | 'busy' | 'failed' | 'done';

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    tags: {} as WithdrawalTag,
  },
  actors: {
    loadQuote: notProvidedActor<WithdrawalQuote>('loadQuote'),
    withdraw: notProvidedActor<WithdrawalResponse>('withdraw'),
  },
  actions: {
    rememberQuote: assign((_, params: { quote: WithdrawalQuote }) => ({ quote: params.quote, refusal: params.quote.message })),
    rememberResult: assign({ result: (_, params: { response: WithdrawalResponse }) => params.response }),
    rememberRefusal: assign({
      refusal: (_, params: { error: unknown }) => {
        const failure = toWithdrawalFailure(params.error);
        return failure.reason === 'refused' ? failure.message : null;
      },
    }),
  },
  guards: {
    available: (_, params: { quote: WithdrawalQuote }) => params.quote.available,
    refused: (_, params: { error: unknown }) => toWithdrawalFailure(params.error).reason === 'refused',
  },
}).createMachine({
  id: 'withdrawal',
  description:
    'The withdrawal section of /account/subscription (L221-18): within 14 days of the first payment, what ' +
    'would be refunded today and the button to withdraw; a confirmation dialog; the request; ' +
    'what was refunded. Past the window, or refused by the server, the reason instead.',
  context: { quote: null, result: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api/subscriptions/withdrawal: may the member withdraw, until when, for how much.',
      tags: ['loading'],
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        onDone: [
          {
            guard: { type: 'available', params: ({ event }) => ({ quote: event.output }) },
            target: 'offered',
            actions: { type: 'rememberQuote', params: ({ event }) => ({ quote: event.output }) },
          },
          { target: 'closed', actions: { type: 'rememberQuote', params: ({ event }) => ({ quote: event.output }) } },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description: 'The quote could not be read: the section offers to try again.',
      tags: ['loadFailed'],
      on: { 'withdrawal.retry': { target: 'loading' } },
    },
    closed: {
      description: 'Past the 14 days (or otherwise refused): the reason, no button.',
      tags: ['closed'],
    },
    offered: {
      description: 'Until when, what would be refunded today, what ending means; the button that opens the confirmation.',
      tags: ['offered'],
      on: { 'withdrawal.open': { target: 'confirming' } },
    },
    confirming: {
      description: 'The dialog: the amount refunded, the end at once; its button says what it does.',
      tags: ['offered', 'dialogOpen'],
      on: {
        'withdrawal.confirm': { target: 'withdrawing' },
        'withdrawal.dismiss': { target: 'offered' },
      },
    },
    withdrawing: {
      description: 'POST /api/subscriptions/withdrawal (one per subscription: a repeated request is the same withdrawal).',
      tags: ['offered', 'dialogOpen', 'busy'],
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        onDone: { target: 'done', actions: { type: 'rememberResult', params: ({ event }) => ({ response: event.output }) } },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      description: 'the unavailable message (docs/product.md#errors) in the dialog: try again or close.',
      tags: ['offered', 'dialogOpen', 'failed'],
      on: {
        'withdrawal.confirm': { target: 'withdrawing' },
        'withdrawal.dismiss': { target: 'offered' },
      },
    },
    done: {
      description: 'Withdrawn: the date of the request and the amount refunded; the membership is over.',
      type: 'final',
      tags: ['done'],
    },
  },
});
