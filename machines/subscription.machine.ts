import { assign, getNextTransitions, setup, transition, type SnapshotFrom } from 'xstate';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '../src/domain/subscription.ts';

/**
 * The subscription lifecycle of docs/product.md#states, shared by the server (which enforces it: every change of a
 * subscription row is this machine's transition) and the client (/account/subscription shows it).
 *
 *   pending ─activate→ trial | active ─renewed→ active (every period)
 *   trial | active ─renewalFailed→ retrying ─renewalFailed (retries left)→ retrying
 *                                           ─renewalFailed (none left)→ ended
 *   trial | active | retrying ─unsubscribe→ cancellationRequested ─periodEnded→ ended ─erase→ erased
 *   trial | active | retrying | cancellationRequested ─withdraw→ ended (at once, decision 0021)
 *
 * No way leads back from cancellationRequested or ended: a member who left registers again.
 * The machine is pure and knows no dates: the server's jobs decide WHEN an event happens (period
 * end, retry date) and this machine decides WHAT it may change.
 *
 * Tags: `vip` (the member keeps access: trial, active, retrying, cancellationRequested),
 * `renewing` (a next payment is planned: trial, active, retrying).
 */

/** Days to wait after the 1st, 2nd and 3rd failed renewal before trying again; the 4th failure ends it. */
export const RENEWAL_RETRY_DELAYS_DAYS = [1, 2, 4] as const;
const DAY_MS = 86_400_000;

export interface SubscriptionContext {
  /** Failed renewal attempts of the period now due (0 once a renewal succeeds). */
  failedRenewals: number;
}

export type SubscriptionEvent =
  /** The provider confirmed the first payment (trial: the formula has a trial period). */
  | { type: 'subscription.activate'; trial: boolean }
  | { type: 'subscription.renewed' }
  | { type: 'subscription.renewalFailed' }
  /** The member stops renewal (docs/product.md#routes stop-renewal modal); a second request changes nothing. */
  | { type: 'subscription.unsubscribe' }
  /** The paid period of a cancelled subscription is over. */
  | { type: 'subscription.periodEnded' }
  /** The member withdrew within 14 days of the first payment (L221-18): ended at once, refunded. */
  | { type: 'subscription.withdraw' }
  /** The ended member's profile is deleted (docs/product.md#states). */
  | { type: 'subscription.erase' };

export type SubscriptionTag = 'vip' | 'renewing';

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    tags: {} as SubscriptionTag,
  },
  guards: {
    hasTrial: ({ event }) => event.type === 'subscription.activate' && event.trial,
    retriesLeft: ({ context }) => context.failedRenewals < RENEWAL_RETRY_DELAYS_DAYS.length,
  },
  actions: {
    countFailure: assign({ failedRenewals: ({ context }) => context.failedRenewals + 1 }),
    clearFailures: assign({ failedRenewals: 0 }),
  },
}).createMachine({
  id: 'subscription',
  description:
    'Subscription lifecycle (docs/product.md#states): trial → active, renewed every period → cancellation requested → ' +
    'ended at the end of the paid period; failed renewals are retried, then end it; no reactivation.',
  context: { failedRenewals: 0 },
  initial: 'pending',
  states: {
    pending: {
      description: 'Paid, waiting for the provider’s notification; no access yet.',
      on: {
        'subscription.activate': [{ guard: 'hasTrial', target: 'trial' }, { target: 'active' }],
      },
    },
    trial: {
      description: 'Trial period (trial price); the first full-price charge is due at its end.',
      tags: ['vip', 'renewing'],
      on: {
        'subscription.renewed': { target: 'active', actions: 'clearFailures' },
        'subscription.renewalFailed': { target: 'retrying', actions: 'countFailure' },
        'subscription.unsubscribe': { target: 'cancellationRequested' },
        'subscription.withdraw': { target: 'ended' },
      },
    },
    active: {
      description: 'Paid period; renewed automatically at its end.',
      tags: ['vip', 'renewing'],
      on: {
        'subscription.renewed': { target: 'active', reenter: true, actions: 'clearFailures' },
        'subscription.renewalFailed': { target: 'retrying', actions: 'countFailure' },
        'subscription.unsubscribe': { target: 'cancellationRequested' },
        'subscription.withdraw': { target: 'ended' },
      },
    },
    retrying: {
      description: `A renewal was refused; tried again after ${RENEWAL_RETRY_DELAYS_DAYS.join(', ')} days; access is kept meanwhile.`,
      tags: ['vip', 'renewing'],
      on: {
        'subscription.renewed': { target: 'active', actions: 'clearFailures' },
        'subscription.renewalFailed': [
          { guard: 'retriesLeft', target: 'retrying', reenter: true, actions: 'countFailure' },
          { target: 'ended', actions: 'countFailure' },
        ],
        'subscription.unsubscribe': { target: 'cancellationRequested' },
        'subscription.withdraw': { target: 'ended' },
      },
    },
    cancellationRequested: {
      description: 'No more renewals; access until the end of the paid period.',
      tags: ['vip'],
      on: {
        // Idempotent on purpose: a second request is accepted and changes nothing.
        'subscription.unsubscribe': {},
        'subscription.periodEnded': { target: 'ended' },
        'subscription.withdraw': { target: 'ended' },
      },
    },
    ended: {
      description: 'Membership over: no sign-in, role vip removed; cannot be reactivated.',
      on: { 'subscription.erase': { target: 'erased' } },
    },
    erased: {
      description: 'Profile deleted; payment records kept without personal data.',
      type: 'final',
    },
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;
/** The machine's top-level states: the contract's list (src/domain), which the API sends. */
export type SubscriptionStateName = SubscriptionState;
export { SUBSCRIPTION_STATES };

/** Where a subscription stands: what the server stores, what the client receives. */
export interface SubscriptionLifecycle {
  state: SubscriptionStateName;
  failedRenewals: number;
}

export interface SubscriptionStep extends SubscriptionLifecycle {
  /** False when the event was accepted but left state and context as they were (a second unsubscribe). */
  changed: boolean;
}

/** The machine's snapshot for a stored lifecycle (no actor: pure). */
export function subscriptionSnapshot(lifecycle: SubscriptionLifecycle): SubscriptionSnapshot {
  return subscriptionMachine.resolveState({
    value: lifecycle.state,
    context: { failedRenewals: lifecycle.failedRenewals },
  });
}

function lifecycleOf(snapshot: SubscriptionSnapshot): SubscriptionLifecycle {
  const value = snapshot.value;
  if (typeof value !== 'string' || !(SUBSCRIPTION_STATES as readonly string[]).includes(value)) {
    throw new Error(`unexpected subscription state ${JSON.stringify(value)}`);
  }
  return { state: value as SubscriptionStateName, failedRenewals: snapshot.context.failedRenewals };
}

/**
 * The lifecycle after `event`, computed by the machine itself (xstate's pure `transition`);
 * null when the machine refuses the event in this state (the caller must not change anything).
 */
export function nextSubscriptionState(current: SubscriptionLifecycle, event: SubscriptionEvent): SubscriptionStep | null {
  const snapshot = subscriptionSnapshot(current);
  // Not `snapshot.can()`: it says false for the deliberate no-op of a second unsubscribe.
  if (!getNextTransitions(snapshot).some((candidate) => candidate.eventType === event.type)) return null;
  const [next] = transition(subscriptionMachine, snapshot, event);
  const lifecycle = lifecycleOf(next);
  return {
    ...lifecycle,
    changed: lifecycle.state !== current.state || lifecycle.failedRenewals !== current.failedRenewals,
  };
}

/** True when the member keeps VIP access in this state. */
export const grantsAccess = (state: SubscriptionStateName): boolean => subscriptionSnapshot({ state, failedRenewals: 0 }).hasTag('vip');

/** True when a next payment is planned in this state. */
export const isRenewing = (state: SubscriptionStateName): boolean => subscriptionSnapshot({ state, failedRenewals: 0 }).hasTag('renewing');

/** Wait before the next renewal attempt after `failedRenewals` failures (null: no retry left). */
export function retryDelayMs(failedRenewals: number): number | null {
  const days = RENEWAL_RETRY_DELAYS_DAYS[failedRenewals - 1];
  return days === undefined ? null : days * DAY_MS;
}
