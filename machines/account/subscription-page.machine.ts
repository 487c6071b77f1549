import { assign, setup } from 'xstate';
import type { Subscription, UnsubscribeResponse } from '../../src/domain/subscription.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { nextSubscriptionState } from '../subscription.machine.ts';

/**
 * /account/subscription (docs/product.md#routes): member since, next payment, cashback, the stop-renewal dialog with
 * its required confirmation checkbox, the cancellation-in-progress message, the failure message (docs/product.md#errors).
 *
 * What the member may do is asked to the shared lifecycle machine (machines/subscription.machine.ts):
 * "stop renewal" is offered only while `subscription.unsubscribe` would change the subscription.
 *
 * Cancelling takes three clicks from the footer's cancel link (Code de la
 * consommation L215-1-1, docs/product.md#routes): that link asks for the dialog
 * (`subscriptionPage.requestStop`), which opens as soon as the subscription is shown and may be
 * stopped; the member then ticks the box and confirms. A request made while the page still loads
 * waits for it; one the lifecycle refuses (renewal already stopped) leaves the page as it is.
 *
 * Provided by the app: actors `loadSubscription` → Subscription | null (null: the account has no
 * subscription, 404) and `unsubscribe` → UnsubscribeResponse, rejecting on any failure.
 * Views: tags `loading`, `loadFailed`, `none`, `dialogOpen`, `cancelling`, `cancelFailed`;
 * `snapshot.can({ type: 'subscriptionPage.stopRenewal' })` and `…confirm` say which buttons work.
 */

/** What the page loader read: the subscription, or null when the account has none; null itself: not read. */
export interface LoadedSubscription {
  subscription: Subscription | null;
}

export interface SubscriptionPageInput {
  loaded: LoadedSubscription | null;
}

/** The answer of the last stop-renewal request: it was recorded, or had been already (nothing changed). */
export type UnsubscribeOutcome = 'cancelled' | 'unchanged';

export interface SubscriptionPageContext {
  subscription: Subscription | null;
  /** Known to have no subscription (the page loader got 404). */
  absent: boolean;
  /** The required confirmation checkbox of the dialog. */
  confirmed: boolean;
  /** The footer's link asked for the dialog before the subscription was shown. */
  stopRequested: boolean;
  outcome: UnsubscribeOutcome | null;
}

export type SubscriptionPageEvent =
  | { type: 'subscriptionPage.retry' }
  /** The "stop renewal" button: opens the confirmation dialog. */
  | { type: 'subscriptionPage.stopRenewal' }
  /** The footer's cancel link: the dialog, at once or once the subscription is shown. */
  | { type: 'subscriptionPage.requestStop' }
  | { type: 'subscriptionPage.check'; checked: boolean }
  | { type: 'subscriptionPage.confirm' }
  /** Closes the dialog without stopping anything. */
  | { type: 'subscriptionPage.dismiss' };

export type SubscriptionPageTag = 'loading' | 'loadFailed' | 'none' | 'dialogOpen' | 'cancelling' | 'cancelFailed';

/** True when the lifecycle machine would change this subscription on `subscription.unsubscribe`. */
export function canStopRenewal(subscription: Subscription | null): boolean {
  if (subscription === null) return false;
  const next = nextSubscriptionState(
    { state: subscription.state, failedRenewals: subscription.failedRenewals },
    { type: 'subscription.unsubscribe' },
  );
  return next?.changed === true;
}

export const subscriptionPageMachine = setup({
  types: {
    context: {} as SubscriptionPageContext,
    events: {} as SubscriptionPageEvent,
    input: {} as SubscriptionPageInput,
    tags: {} as SubscriptionPageTag,
  },
  actors: {
    loadSubscription: notProvidedActor<Subscription | null>('loadSubscription'),
    unsubscribe: notProvidedActor<UnsubscribeResponse>('unsubscribe'),
  },
  actions: {
    remember: assign({ subscription: (_, params: { subscription: Subscription | null }) => params.subscription }),
    rememberOutcome: assign((_, params: { response: UnsubscribeResponse }) => ({
      subscription: params.response.subscription,
      outcome: params.response.changed ? ('cancelled' as const) : ('unchanged' as const),
    })),
    setConfirmed: assign({ confirmed: ({ event }) => event.type === 'subscriptionPage.check' && event.checked }),
    resetConfirmation: assign({ confirmed: false }),
    rememberStopRequest: assign({ stopRequested: true }),
    forgetStopRequest: assign({ stopRequested: false }),
  },
  guards: {
    loaderFound: ({ context }) => context.subscription !== null,
    loaderFoundNone: ({ context }) => context.absent,
    hasSubscription: (_, params: { subscription: Subscription | null }) => params.subscription !== null,
    stoppable: ({ context }) => canStopRenewal(context.subscription),
    confirmed: ({ context }) => context.confirmed,
    stopRequested: ({ context }) => context.stopRequested,
    stopRequestedAndStoppable: ({ context }) => context.stopRequested && canStopRenewal(context.subscription),
  },
}).createMachine({
  id: 'subscriptionPage',
  description:
    'The subscription page (/account/subscription, docs/product.md#routes): shows the subscription; "stop renewal" opens a ' +
    'dialog whose confirmation needs a ticked checkbox, then asks the server (docs/product.md#errors message on failure). ' +
    'The footer link opens the dialog itself, once the subscription is shown (three clicks, L215-1-1).',
  context: ({ input }) => ({
    subscription: input.loaded?.subscription ?? null,
    absent: input.loaded !== null && input.loaded.subscription === null,
    confirmed: false,
    stopRequested: false,
    outcome: null,
  }),
  initial: 'starting',
  on: {
    // Before the subscription is shown: kept until it is (shown.idle answers it).
    'subscriptionPage.requestStop': { actions: 'rememberStopRequest' },
  },
  states: {
    starting: {
      description: 'Did the page loader already read the subscription (or learn there is none)?',
      always: [{ guard: 'loaderFound', target: 'shown' }, { guard: 'loaderFoundNone', target: 'none' }, { target: 'loading' }],
    },
    loading: {
      description: 'GET /api/subscriptions.',
      tags: ['loading'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: [
          {
            guard: { type: 'hasSubscription', params: ({ event }) => ({ subscription: event.output }) },
            target: 'shown',
            actions: { type: 'remember', params: ({ event }) => ({ subscription: event.output }) },
          },
          { target: 'none' },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      description: 'The subscription could not be read; the member may try again.',
      tags: ['loadFailed'],
      on: { 'subscriptionPage.retry': 'loading' },
    },
    none: {
      description: 'The account has no subscription (404).',
      tags: ['none'],
    },
    shown: {
      description: 'The subscription is shown.',
      initial: 'idle',
      on: {
        // The dialog is open, or renewal already stopped: the footer link has nothing more to open.
        'subscriptionPage.requestStop': {},
      },
      states: {
        idle: {
          description: '"Stop renewal" is offered while the lifecycle allows it; the footer link opens the dialog itself.',
          always: [
            {
              guard: 'stopRequestedAndStoppable',
              target: 'confirming',
              actions: ['resetConfirmation', 'forgetStopRequest'],
            },
            { guard: 'stopRequested', actions: 'forgetStopRequest' },
          ],
          on: {
            'subscriptionPage.stopRenewal': { guard: 'stoppable', target: 'confirming', actions: 'resetConfirmation' },
            'subscriptionPage.requestStop': { guard: 'stoppable', target: 'confirming', actions: 'resetConfirmation' },
          },
        },
        confirming: {
          description: 'The dialog is open; confirming needs the checkbox ticked.',
          tags: ['dialogOpen'],
          on: {
            'subscriptionPage.check': { actions: 'setConfirmed' },
            'subscriptionPage.confirm': { guard: 'confirmed', target: 'cancelling' },
            'subscriptionPage.dismiss': 'idle',
          },
        },
        cancelling: {
          description: 'POST /api/subscriptions/unsubscribe.',
          tags: ['dialogOpen', 'cancelling'],
          invoke: {
            id: 'unsubscribe',
            src: 'unsubscribe',
            onDone: { target: 'idle', actions: { type: 'rememberOutcome', params: ({ event }) => ({ response: event.output }) } },
            onError: 'failed',
          },
        },
        failed: {
          description: 'Unsubscribe failure message (docs/product.md#errors); the member may try again or close.',
          tags: ['dialogOpen', 'cancelFailed'],
          on: {
            'subscriptionPage.check': { actions: 'setConfirmed' },
            'subscriptionPage.confirm': { guard: 'confirmed', target: 'cancelling' },
            'subscriptionPage.dismiss': 'idle',
          },
        },
      },
    },
  },
});
