import {
  isRenewing,
  nextSubscriptionState,
  type SubscriptionEvent,
  type SubscriptionLifecycle,
} from '../../../machines/subscription.machine.ts';
import type { Subscription } from '../../../src/domain/subscription.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';

/**
 * Where a stored subscription stands in the lifecycle machine, and the columns a machine step
 * writes. Every lifecycle change of a row goes through `stepRow`: the server cannot make a
 * transition the machine (and the diagram, and the client) does not have.
 */

type LifecycleColumns = Pick<SubscriptionRow, 'status' | 'inTrial' | 'failedRenewals'>;

export function lifecycleOf(row: LifecycleColumns): SubscriptionLifecycle {
  switch (row.status) {
    case 'pending':
      return { state: 'pending', failedRenewals: 0 };
    case 'active':
      return { state: row.failedRenewals > 0 ? 'retrying' : row.inTrial ? 'trial' : 'active', failedRenewals: row.failedRenewals };
    case 'cancellation_requested':
      return { state: 'cancellationRequested', failedRenewals: row.failedRenewals };
    case 'ended':
      return { state: 'ended', failedRenewals: row.failedRenewals };
  }
}

export interface RowStep {
  lifecycle: SubscriptionLifecycle;
  changed: boolean;
  /** What to write; erased has none (the row goes with the profile). */
  columns: LifecycleColumns | null;
}

/** The machine's step for `event` on this row; null when the machine refuses it. */
export function stepRow(row: LifecycleColumns, event: SubscriptionEvent): RowStep | null {
  const next = nextSubscriptionState(lifecycleOf(row), event);
  if (next === null) return null;
  const { state, failedRenewals } = next;
  const lifecycle = { state, failedRenewals };
  const columns = ((): LifecycleColumns | null => {
    switch (state) {
      case 'pending':
        return { status: 'pending', inTrial: false, failedRenewals };
      case 'trial':
        return { status: 'active', inTrial: true, failedRenewals };
      case 'active':
        return { status: 'active', inTrial: false, failedRenewals };
      case 'retrying':
        // Still in the trial's renewal or a later one: the flag is kept as it was.
        return { status: 'active', inTrial: row.inTrial, failedRenewals };
      case 'cancellationRequested':
        return { status: 'cancellation_requested', inTrial: row.inTrial, failedRenewals };
      case 'ended':
        return { status: 'ended', inTrial: row.inTrial, failedRenewals };
      case 'erased':
        return null;
    }
  })();
  return { lifecycle, changed: next.changed, columns };
}

/** The refusal of a step the caller expected to be possible (a bug or a race lost). */
export class LifecycleRefused extends Error {
  override readonly name = 'LifecycleRefused';
  constructor(row: LifecycleColumns, event: SubscriptionEvent) {
    super(`subscription in state ${lifecycleOf(row).state} refuses ${event.type}`);
  }
}

export function requireStep(row: LifecycleColumns, event: SubscriptionEvent): RowStep {
  const step = stepRow(row, event);
  if (step === null) throw new LifecycleRefused(row, event);
  return step;
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** GET /api/subscriptions' view of a row (src/domain/subscription.ts). */
export function toSubscription(row: SubscriptionRow): Subscription {
  const { state, failedRenewals } = lifecycleOf(row);
  const renewing = isRenewing(state);
  return {
    uid: row.uid,
    formula: row.formula,
    state,
    failedRenewals,
    amount: row.amount,
    trialAmount: row.trialAmount,
    credits: row.credits,
    startedDateTime: iso(row.startedAt),
    expirationDateTime: iso(row.expirationAt),
    cancelledDateTime: iso(row.cancelledAt),
    endedDateTime: iso(row.endedAt),
    nextPaymentDateTime: renewing ? iso(row.nextRenewalAt) : null,
    nextPaymentAmount: renewing && row.nextRenewalAt !== null ? row.amount : null,
    cashbackDateTime: iso(row.cashbackDueAt),
    cashbackRefundedDateTime: iso(row.cashbackRefundedAt),
  };
}
