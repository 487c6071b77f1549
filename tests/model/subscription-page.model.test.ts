import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  canStopRenewal,
  subscriptionPageMachine,
  type SubscriptionPageEvent,
  type SubscriptionPageInput,
} from '../../machines/account/subscription-page.machine.ts';
import { SUBSCRIPTION_STATES } from '../../machines/subscription.machine.ts';
import type { Subscription, UnsubscribeResponse } from '../../src/domain/subscription.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const active: Subscription = {
  uid: 'sub-1',
  formula: 'vip-mensuel',
  state: 'active',
  failedRenewals: 0,
  amount: 2990,
  trialAmount: 100,
  credits: 1000,
  startedDateTime: '2026-11-01T10:00:00.000Z',
  expirationDateTime: '2026-12-08T10:00:00.000Z',
  cancelledDateTime: null,
  endedDateTime: null,
  nextPaymentDateTime: '2026-12-08T10:00:00.000Z',
  nextPaymentAmount: 2990,
  cashbackDateTime: '2026-11-22T10:00:00.000Z',
  cashbackRefundedDateTime: null,
};
const cancelled: Subscription = {
  ...active,
  state: 'cancellationRequested',
  cancelledDateTime: '2026-11-20T10:00:00.000Z',
  nextPaymentDateTime: null,
  nextPaymentAmount: null,
};

const recorded: UnsubscribeResponse = { changed: true, message: 'enregistrée', subscription: cancelled };
// Another tab (or a double submit) asked first: the server says nothing changed.
const already: UnsubscribeResponse = { changed: false, message: "rien n'a changé", subscription: cancelled };

const scenarios: Array<{ name: string; input: SubscriptionPageInput }> = [
  { name: 'read by the page loader', input: { loaded: { subscription: active } } },
  { name: 'already cancelled, read by the page loader', input: { loaded: { subscription: cancelled } } },
  { name: 'no subscription (loader got 404)', input: { loaded: { subscription: null } } },
  { name: 'loader failed', input: { loaded: null } },
];

type Step = StepContext<typeof subscriptionPageMachine>;
type Of<T extends SubscriptionPageEvent['type']> = Extract<SubscriptionPageEvent, { type: T }>;

function is<T extends SubscriptionPageEvent['type']>(event: EventObject, type: T): event is Of<T> {
  return event.type === type;
}

const OPEN_STATES = ['confirming', 'cancelling', 'failed'] as const;

describe('canStopRenewal asks the lifecycle machine', () => {
  it('offers it while a next payment is planned, never once it is stopped or over', () => {
    const offered = SUBSCRIPTION_STATES.filter((state) => canStopRenewal({ ...active, state }));
    expect(offered).toEqual(['trial', 'active', 'retrying']);
    expect(canStopRenewal(null)).toBe(false);
  });
});

/**
 * /account/subscription as docs/product.md#routes, #states-subscription and #errors say it, the
 * test's own table carried along every path without the actor: the page (loading, failure, no
 * subscription, the subscription), the stop-renewal dialog and its required box, the answer shown
 * and the calls made. "Stop renewal" means something while a next payment is planned: in trial,
 * active or retrying (a second request changes nothing, so it is not offered again).
 */
const STOPPABLE = new Set(['trial', 'active', 'retrying']);
type Dialog = 'confirming' | 'cancelling' | 'failed' | null;
interface Outcome {
  page: 'loading' | 'loadFailed' | 'none' | 'shown';
  subscription: Subscription | null;
  dialog: Dialog;
  ticked: boolean;
  answer: 'cancelled' | 'unchanged' | null;
  /** The footer link asked for the dialog while the subscription was not shown yet. */
  requested: boolean;
  calls: string[];
}

function initialOutcome(input: SubscriptionPageInput | undefined): Outcome {
  const base = { dialog: null, ticked: false, answer: null, requested: false };
  const loaded = input?.loaded ?? null;
  if (loaded === null) return { ...base, page: 'loading', subscription: null, calls: ['loadSubscription'] };
  return { ...base, page: loaded.subscription ? 'shown' : 'none', subscription: loaded.subscription, calls: [] };
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const open = before.dialog === 'confirming' || before.dialog === 'failed';
  switch (event.type) {
    case 'xstate.done.actor.loadSubscription': {
      const subscription = (event as unknown as { output: Subscription | null }).output;
      if (subscription === null) return { ...before, page: 'none', subscription };
      // Asked from the footer meanwhile: the dialog opens now if renewal may stop; the request is spent either way.
      const opens = before.requested && STOPPABLE.has(subscription.state);
      return { ...before, page: 'shown', subscription, requested: false, ...(opens ? { dialog: 'confirming', ticked: false } : {}) };
    }
    case 'subscriptionPage.requestStop':
      // The footer's link (L215-1-1, three clicks): the dialog at once when the page shows a stoppable
      // subscription; remembered while it loads; nothing when the dialog is open or renewal stopped.
      if (before.page !== 'shown') return { ...before, requested: true };
      return before.dialog === null && STOPPABLE.has(before.subscription?.state ?? '')
        ? { ...before, dialog: 'confirming', ticked: false }
        : before;
    case 'xstate.error.actor.loadSubscription':
      return { ...before, page: 'loadFailed' };
    case 'subscriptionPage.retry':
      return before.page === 'loadFailed' ? { ...before, page: 'loading', calls: [...before.calls, 'loadSubscription'] } : before;
    case 'subscriptionPage.stopRenewal':
      // A fresh dialog, its box unticked; nothing to confirm once renewal is stopped.
      return before.page === 'shown' && before.dialog === null && STOPPABLE.has(before.subscription?.state ?? '')
        ? { ...before, dialog: 'confirming', ticked: false }
        : before;
    case 'subscriptionPage.check':
      return open ? { ...before, ticked: (event as Of<'subscriptionPage.check'>).checked } : before;
    case 'subscriptionPage.confirm':
      // Unticked: nothing is sent.
      return open && before.ticked ? { ...before, dialog: 'cancelling', calls: [...before.calls, 'unsubscribe'] } : before;
    case 'subscriptionPage.dismiss':
      return open ? { ...before, dialog: null, ticked: false } : before;
    case 'xstate.done.actor.unsubscribe': {
      // The dialog closes on the updated subscription; a second request is shown as "nothing changed".
      const response = (event as unknown as { output: UnsubscribeResponse }).output;
      return {
        ...before,
        dialog: null,
        ticked: false,
        subscription: response.subscription,
        answer: response.changed ? 'cancelled' : 'unchanged',
      };
    }
    case 'xstate.error.actor.unsubscribe':
      return { ...before, dialog: 'failed' }; // the failure message in the dialog; try again or close
    default:
      return before;
  }
}

function observe({ snapshot, invocations }: Step): Outcome {
  const { context } = snapshot;
  const dialog: Dialog = snapshot.hasTag('cancelling')
    ? 'cancelling'
    : snapshot.hasTag('cancelFailed')
      ? 'failed'
      : snapshot.hasTag('dialogOpen')
        ? 'confirming'
        : null;
  return {
    page: snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('loadFailed')
        ? 'loadFailed'
        : snapshot.hasTag('none')
          ? 'none'
          : 'shown',
    subscription: context.subscription,
    dialog,
    // The box is read only while the dialog shows it.
    ticked: dialog === null ? false : context.confirmed,
    answer: context.outcome,
    requested: context.stopRequested,
    calls: invocations.map((invocation) => invocation.src),
  };
}

describeModel(
  'subscriptionPage',
  {
    machine: subscriptionPageMachine,
    expected: { initial: (scenario) => initialOutcome(scenario.input), next: nextOutcome, observe },
    scenarios,
    events: {
      'subscriptionPage.check': [true, false].map((checked) => ({ type: 'subscriptionPage.check' as const, checked })),
      'xstate.done.actor.loadSubscription': [
        doneActorEvent('loadSubscription', active),
        doneActorEvent('loadSubscription', cancelled),
        doneActorEvent('loadSubscription', null),
      ],
      'xstate.error.actor.loadSubscription': [errorActorEvent('loadSubscription', new Error('offline'))],
      'xstate.done.actor.unsubscribe': [doneActorEvent('unsubscribe', recorded), doneActorEvent('unsubscribe', already)],
      'xstate.error.actor.unsubscribe': [errorActorEvent('unsubscribe', new Error('409'))],
    },
    describeEvent: (event) => {
      if (is(event, 'subscriptionPage.check')) return event.checked ? 'tick' : 'untick';
      const output = (event as { output?: unknown }).output;
      if (output === null) return `${describeEventType(event.type)} (none)`;
      if (typeof output === 'object' && output !== null && 'changed' in output) {
        return `${describeEventType(event.type)} (${output.changed ? 'changed' : 'unchanged'})`;
      }
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const loaded = step.scenario.input?.loaded;

    // The dialog is open exactly while confirming, cancelling or showing its failure.
    expect(snapshot.hasTag('dialogOpen')).toBe(OPEN_STATES.some((state) => snapshot.matches({ shown: state })));
    // The subscription shows once it is known, and only then.
    expect(snapshot.matches('shown')).toBe(context.subscription !== null);
    // Confirming is possible only with the box ticked, and never outside the dialog.
    expect(snapshot.can({ type: 'subscriptionPage.confirm' })).toBe(
      context.confirmed && (snapshot.matches({ shown: 'confirming' }) || snapshot.matches({ shown: 'failed' })),
    );
    // "Stop renewal" is offered only where the lifecycle machine would change something.
    expect(snapshot.can({ type: 'subscriptionPage.stopRenewal' })).toBe(
      snapshot.matches({ shown: 'idle' }) && canStopRenewal(context.subscription),
    );

    if (!previous) {
      if (loaded?.subscription) expect(snapshot.matches({ shown: 'idle' })).toBe(true);
      else if (loaded) expect(snapshot.hasTag('none')).toBe(true);
      else expect(step.invocations).toEqual([{ src: 'loadSubscription', id: 'loadSubscription', input: undefined }]);
      return;
    }

    if (event.type === 'xstate.error.actor.loadSubscription') expect(snapshot.hasTag('loadFailed')).toBe(true);
    if (event.type === 'subscriptionPage.retry') expect(snapshot.hasTag('loading')).toBe(true);

    if (is(event, 'subscriptionPage.stopRenewal') && previous.matches({ shown: 'idle' })) {
      if (canStopRenewal(previous.context.subscription)) {
        // A fresh dialog: the box starts unticked.
        expect(snapshot.matches({ shown: 'confirming' })).toBe(true);
        expect(context.confirmed).toBe(false);
      } else {
        // Already stopped: nothing to confirm, the page stays as it is.
        expect(snapshot.matches({ shown: 'idle' })).toBe(true);
      }
    }
    if (is(event, 'subscriptionPage.check') && previous.hasTag('dialogOpen') && !previous.hasTag('cancelling')) {
      expect(context.confirmed).toBe(event.checked);
    }
    if (is(event, 'subscriptionPage.confirm') && previous.hasTag('dialogOpen') && !previous.hasTag('cancelling')) {
      if (previous.context.confirmed) {
        expect(snapshot.hasTag('cancelling')).toBe(true);
        expect(step.invocations.at(-1)).toEqual({ src: 'unsubscribe', id: 'unsubscribe', input: undefined });
      } else {
        // Unticked: nothing is sent, the dialog stays as it was.
        expect(snapshot.value).toEqual(previous.value);
        expect(step.invocations.filter((invocation) => invocation.src === 'unsubscribe')).toHaveLength(
          previous.matches({ shown: 'failed' }) ? 1 : 0,
        );
      }
    }
    if (event.type === 'xstate.done.actor.unsubscribe') {
      const response = (event as unknown as { output: UnsubscribeResponse }).output;
      // The dialog closes on the updated subscription: cancellation in progress, no next payment.
      expect(snapshot.matches({ shown: 'idle' })).toBe(true);
      expect(context.subscription).toEqual(cancelled);
      expect(context.subscription?.nextPaymentDateTime).toBeNull();
      // A second request is shown as such: nothing changed.
      expect(context.outcome).toBe(response.changed ? 'cancelled' : 'unchanged');
    }
    if (event.type === 'xstate.error.actor.unsubscribe') {
      // Message (docs/product.md#errors) in the dialog, the subscription as it was; the member may try again.
      expect(snapshot.hasTag('cancelFailed')).toBe(true);
      expect(context.subscription).toEqual(previous.context.subscription);
      expect(context.outcome).toBeNull();
    }
    if (event.type === 'subscriptionPage.dismiss' && previous.hasTag('dialogOpen') && !previous.hasTag('cancelling')) {
      expect(snapshot.matches({ shown: 'idle' })).toBe(true);
      expect(context.subscription).toEqual(previous.context.subscription);
    }
  },
);
