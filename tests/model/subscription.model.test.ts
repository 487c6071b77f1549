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

/** Where the member stands (docs/product.md#states, docs/decisions/0011-subscription-lifecycle.md) and the refused renewals counted. */
interface Outcome {
  state: SubscriptionStateName;
  failedRenewals: number;
}

/**
 * Written (docs/product.md#states) as a table: trial or active once paid; renewals keep it active; refused renewals are
 * retried on the schedule, then end it; cancellation keeps access until the period ends; no way back.
 * Withdrawal (L221-18, docs/decisions/0021-withdrawal.md): any state with access ends at once.
 */
const withdrawn = (before: Outcome): Outcome => ({ ...before, state: 'ended' });

const RULES: Record<
  SubscriptionStateName,
  Partial<Record<SubscriptionEvent['type'], (before: Outcome, event: SubscriptionEvent) => Outcome>>
> = {
  pending: { 'subscription.activate': (_, event) => ({ state: 'trial' in event && event.trial ? 'trial' : 'active', failedRenewals: 0 }) },
  trial: {
    'subscription.renewed': () => ({ state: 'active', failedRenewals: 0 }),
    'subscription.renewalFailed': () => ({ state: 'retrying', failedRenewals: 1 }),
    'subscription.unsubscribe': (before) => ({ ...before, state: 'cancellationRequested' }),
    'subscription.withdraw': withdrawn,
  },
  active: {
    'subscription.renewed': () => ({ state: 'active', failedRenewals: 0 }),
    'subscription.renewalFailed': () => ({ state: 'retrying', failedRenewals: 1 }),
    'subscription.unsubscribe': (before) => ({ ...before, state: 'cancellationRequested' }),
    'subscription.withdraw': withdrawn,
  },
  retrying: {
    'subscription.renewed': () => ({ state: 'active', failedRenewals: 0 }),
    'subscription.renewalFailed': ({ failedRenewals }) => ({
      state: failedRenewals + 1 === MAX_FAILURES ? 'ended' : 'retrying',
      failedRenewals: failedRenewals + 1,
    }),
    'subscription.unsubscribe': (before) => ({ ...before, state: 'cancellationRequested' }),
    'subscription.withdraw': withdrawn,
  },
  cancellationRequested: {
    'subscription.unsubscribe': (before) => before,
    'subscription.periodEnded': (before) => ({ ...before, state: 'ended' }),
    'subscription.withdraw': withdrawn,
  },
  ended: { 'subscription.erase': (before) => ({ ...before, state: 'erased' }) },
  erased: {},
};

describeModel(
  'subscription lifecycle',
  {
    machine: subscriptionMachine,
    expected: {
      initial: (): Outcome => ({ state: 'pending', failedRenewals: 0 }),
      next: (before, event) => {
        const rule = RULES[before.state][event.type as SubscriptionEvent['type']];
        if (!rule) throw new Error(`the rules give no '${event.type}' in ${before.state}, yet the path sends it`);
        return rule(before, event as SubscriptionEvent);
      },
      observe: ({ snapshot }): Outcome => ({
        state: snapshot.value as SubscriptionStateName,
        failedRenewals: snapshot.context.failedRenewals,
      }),
    },
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
      case 'subscription.withdraw':
        // Withdrawal (L221-18, decision 0021): from any state with access, ended at once.
        expect(['trial', 'active', 'retrying', 'cancellationRequested']).toContain(before.state);
        expect(state).toBe('ended');
        expect(snapshot.hasTag('vip')).toBe(false);
        break;
    }

    // Neither before payment nor once ended can a member withdraw.
    if (['pending', 'ended', 'erased'].includes(before.state)) expect(event.type).not.toBe('subscription.withdraw');
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
