import { setup } from 'xstate';
import { notProvidedActor } from '../shared/not-provided.ts';
import type { PaymentStateAnswer } from './payment-callback.machine.ts';

/**
 * Account activation after payment (docs/product.md#states, docs/product.md#limits): the provider's notification makes the account VIP a
 * minute or two after the payment (login may have to wait up to 5 minutes), then an e-mail
 * confirms it. The welcome page waits for it here, so the new member reads full articles at once
 * instead of signing in again later. It first asks the server where the payment stands (decision
 * 0034): an account that never paid is offered the way to pay at once instead of waiting for an
 * activation that cannot come; nobody signed in is asked to sign in.
 *
 * Provided by the app: actors `readPaymentState` (→ 'anonymous' | SignupPaymentState; rejects
 * when the server cannot say) and `awaitActivation` (resolves once the signed-in account is VIP;
 * rejects with `{ reason: 'signedOut' }` when no one is signed in in this browser, or with anything
 * else when it gave up waiting).
 * Views: tags `checking`, `waiting`, `active`, `slow`, `signedOut`, `unpaid`.
 */

export type ActivationEvent = { type: 'activation.retry' };

export const activationMachine = setup({
  types: {
    events: {} as ActivationEvent,
    tags: {} as 'checking' | 'waiting' | 'active' | 'slow' | 'signedOut' | 'unpaid',
  },
  actors: {
    readPaymentState: notProvidedActor<PaymentStateAnswer>('readPaymentState'),
    awaitActivation: notProvidedActor<void>('awaitActivation'),
  },
  guards: {
    signedOut: (_, params: { error: unknown }) =>
      typeof params.error === 'object' && params.error !== null && 'reason' in params.error && params.error.reason === 'signedOut',
    isAnonymous: (_, params: { state: PaymentStateAnswer }) => params.state === 'anonymous',
    isUnpaid: (_, params: { state: PaymentStateAnswer }) => params.state === 'unpaid',
  },
}).createMachine({
  id: 'activation',
  description:
    'The welcome page: where the payment stands (decision 0034) — never paid → the way to pay; paid → ' +
    'waiting for the provider’s notification to activate the account (VIP): active → full articles; ' +
    'slow → the e-mail will tell; signed out → sign in once it came.',
  initial: 'checking',
  states: {
    checking: {
      description: 'GET /api/registrations/payment: paid, being processed, or never paid? Nothing is claimed yet.',
      tags: ['checking'],
      invoke: {
        id: 'readPaymentState',
        src: 'readPaymentState',
        onDone: [
          { guard: { type: 'isAnonymous', params: ({ event }) => ({ state: event.output }) }, target: 'signedOut' },
          { guard: { type: 'isUnpaid', params: ({ event }) => ({ state: event.output }) }, target: 'unpaid' },
          { target: 'waiting' },
        ],
        // The server could not say: waiting asks the session, and says so if it takes long.
        onError: { target: 'waiting' },
      },
    },
    unpaid: {
      description: 'Nothing was paid: no activation to wait for; the way to finish paying.',
      type: 'final',
      tags: ['unpaid'],
    },
    waiting: {
      description: 'Asking the session for a VIP token every few seconds.',
      tags: ['waiting'],
      invoke: {
        id: 'awaitActivation',
        src: 'awaitActivation',
        onDone: { target: 'active' },
        onError: [
          { guard: { type: 'signedOut', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'slow' },
        ],
      },
    },
    active: {
      description: 'VIP: the member reads full articles.',
      type: 'final',
      tags: ['active'],
    },
    slow: {
      description: 'Not yet (up to 5 minutes, docs/product.md#limits): an e-mail will confirm; the member may check again.',
      tags: ['slow'],
      on: { 'activation.retry': { target: 'checking' } },
    },
    signedOut: {
      description: 'Paid from another browser or signed out: sign in once the e-mail has come.',
      type: 'final',
      tags: ['signedOut'],
    },
  },
});
