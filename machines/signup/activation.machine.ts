import { setup } from 'xstate';
import { notProvidedActor } from '../shared/not-provided.ts';

/**
 * Account activation after payment (docs/product.md#states, docs/product.md#limits): the provider's notification makes the account VIP a
 * minute or two after the payment (login may have to wait up to 5 minutes), then an e-mail
 * confirms it. The welcome page waits for it here, so the new member reads full articles at once
 * instead of signing in again later.
 *
 * Provided by the app: actor `awaitActivation` (resolves once the signed-in account is VIP;
 * rejects with `{ reason: 'signedOut' }` when no one is signed in in this browser, or with anything
 * else when it gave up waiting).
 * Views: tags `waiting`, `active`, `slow`, `signedOut`.
 */

export type ActivationEvent = { type: 'activation.retry' };

export const activationMachine = setup({
  types: {
    events: {} as ActivationEvent,
    tags: {} as 'waiting' | 'active' | 'slow' | 'signedOut',
  },
  actors: {
    awaitActivation: notProvidedActor<void>('awaitActivation'),
  },
  guards: {
    signedOut: (_, params: { error: unknown }) =>
      typeof params.error === 'object' && params.error !== null && 'reason' in params.error && params.error.reason === 'signedOut',
  },
}).createMachine({
  id: 'activation',
  description:
    'Waiting for the provider’s notification to activate the account (VIP), on the welcome page: ' +
    'active → full articles; slow → the e-mail will tell; signed out → sign in once it came.',
  initial: 'waiting',
  states: {
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
      on: { 'activation.retry': { target: 'waiting' } },
    },
    signedOut: {
      description: 'Paid from another browser or signed out: sign in once the e-mail has come.',
      type: 'final',
      tags: ['signedOut'],
    },
  },
});
