import { describe, expect, it } from 'vitest';
import {
  grantsAccess,
  isRenewing,
  nextSubscriptionState,
  RENEWAL_RETRY_DELAYS_DAYS,
  retryDelayMs,
  SUBSCRIPTION_STATES,
  subscriptionMachine,
  type SubscriptionEvent,
  type SubscriptionStateName,
} from '../../machines/subscription.machine.ts';
import { describeModel, type StepContext } from '../support/model-testing.ts';

type Step = StepContext<typeof subscriptionMachine>;

const MAX_FAILURES = RENEWAL_RETRY_DELAYS_DAYS.length + 1;

describeModel(
  'subscription lifecycle',
  {
    machine: subscriptionMachine,
    events: {
      'subscription.activate': [
        { type: 'subscription.activate', trial: true },
        { type: 'subscription.activate', trial: false },
      ],
    },
    contextKeys: ['failedRenewals'],
  },
  (step: Step) => {
    const { snapshot, previous } = step;
    const state = snapshot.value as SubscriptionStateName;
    const event = step.event as SubscriptionEvent | { type: 'xstate.init' };

    // What the views and the server read: access while paid for, a next payment while renewing.
    expect(snapshot.hasTag('vip')).toBe(['trial', 'active', 'retrying', 'cancellationRequested'].includes(state));
    expect(snapshot.hasTag('renewing')).toBe(['trial', 'active', 'retrying'].includes(state));
    expect(grantsAccess(state)).toBe(snapshot.hasTag('vip'));
    expect(isRenewing(state)).toBe(snapshot.hasTag('renewing'));
    expect(snapshot.status).toBe(state === 'erased' ? 'done' : 'active');
    // Failures count only while retrying (and the one that ended it).
    if (['trial', 'active', 'pending'].includes(state)) expect(snapshot.context.failedRenewals).toBe(0);
    if (state === 'retrying') {
      expect(snapshot.context.failedRenewals).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.failedRenewals).toBeLessThanOrEqual(RENEWAL_RETRY_DELAYS_DAYS.length);
      expect(retryDelayMs(snapshot.context.failedRenewals)).not.toBeNull();
    }

    if (previous === undefined) {
      expect(state).toBe('pending');
      return;
    }
    const before = { state: previous.value as SubscriptionStateName, failedRenewals: previous.context.failedRenewals };
    if (event.type === 'xstate.init') throw new Error('init after the first step');

    // The server's helper gives exactly what the actor did.
    const step2 = nextSubscriptionState(before, event);
    expect(step2).toMatchObject({ state, failedRenewals: snapshot.context.failedRenewals });

    switch (event.type) {
      case 'subscription.activate':
        expect(state).toBe(event.trial ? 'trial' : 'active');
        break;
      case 'subscription.renewed':
        expect(state).toBe('active');
        break;
      case 'subscription.renewalFailed':
        expect(snapshot.context.failedRenewals).toBe(before.failedRenewals + 1);
        // Ended exactly when the retry schedule is used up.
        expect(state).toBe(snapshot.context.failedRenewals === MAX_FAILURES ? 'ended' : 'retrying');
        if (state === 'ended') expect(retryDelayMs(snapshot.context.failedRenewals)).toBeNull();
        break;
      case 'subscription.unsubscribe':
        expect(state).toBe('cancellationRequested');
        // Idempotent: asking again changes nothing, and says so.
        expect(step2?.changed).toBe(before.state !== 'cancellationRequested');
        break;
      case 'subscription.periodEnded':
        expect(before.state).toBe('cancellationRequested');
        expect(state).toBe('ended');
        break;
      case 'subscription.erase':
        expect(before.state).toBe('ended');
        expect(state).toBe('erased');
        break;
    }

    // No reactivation: nothing leads out of cancellationRequested or ended except towards the end.
    if (before.state === 'cancellationRequested') expect(['cancellationRequested', 'ended']).toContain(state);
    if (before.state === 'ended') expect(state).toBe('erased');
  },
);

describe('subscription states', () => {
  it('are exactly the contract’s list (src/domain), which the API sends as `state`', () => {
    expect(Object.keys(subscriptionMachine.states)).toEqual([...SUBSCRIPTION_STATES]);
  });
});
