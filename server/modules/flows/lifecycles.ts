import type { SubscriptionEvent, SubscriptionStateName } from '../../../machines/subscription.machine.ts';
import type { TicketEvent } from '../../../machines/support/ticket.machine.ts';
import type { TicketStatus } from '../../../src/domain/support.ts';
import type { FlowTransition } from '../../../src/domain/flow-transition.ts';
import type { PaymentIntentRow, SubscriptionRow } from '../../db/schema/index.ts';
import { lifecycleOf, type RowStep } from '../subscriptions/lifecycle.ts';
import type { TransactionMoves } from './counter.ts';

/**
 * The server's lifecycles count their moves where they write them: each call below is
 * one line at the place of the change, in its transaction, into that transaction's `moves`; they
 * are counted once it has committed, outside it (counter.ts). Names are the machines' own (the
 * subscription and ticket machines), so the counts join the generated catalog.
 */

/** One move: `since` is when the entity entered `from` (its last change), if known. */
function recordMove(moves: TransactionMoves, move: FlowTransition, at: Date, since: Date | null): void {
  const elapsedMs = since === null ? null : Math.max(0, at.getTime() - since.getTime());
  moves.add([{ ...move, elapsedMs }], at);
}

/** When a subscription entered the state it leaves (what the row knows of it). */
function enteredAt(row: SubscriptionRow, state: SubscriptionStateName): Date | null {
  switch (state) {
    case 'pending':
      return row.createdAt;
    case 'trial':
    case 'active':
      return row.startedAt;
    case 'cancellationRequested':
      return row.cancelledAt;
    case 'ended':
      return row.endedAt;
    case 'retrying':
    case 'erased':
      return null;
  }
}

/** A subscription's machine step (lifecycle.ts), counted. */
export function recordSubscriptionStep(
  moves: TransactionMoves,
  row: SubscriptionRow,
  event: SubscriptionEvent['type'],
  step: Pick<RowStep, 'lifecycle'>,
  at: Date,
): void {
  const from = lifecycleOf(row).state;
  recordMove(moves, { flow: 'subscription', from, event, to: step.lifecycle.state }, at, enteredAt(row, from));
}

/** A ticket's status change allowed by the ticket machine; `since`: the ticket's last activity. */
export function recordTicketStep(
  moves: TransactionMoves,
  move: { from: TicketStatus; event: TicketEvent['type']; to: TicketStatus },
  at: Date,
  since: Date | null,
): void {
  recordMove(moves, { flow: 'ticket', ...move }, at, since);
}

/**
 * The registration's payment object: a charge's outcome (`charge.succeeded|pending|failed|duplicate`)
 * or the provider's notification (`notification.succeeded|failed`); time counted from the object's
 * creation (the member's first payment step).
 */
export function recordPaymentIntentStep(
  moves: TransactionMoves,
  intent: Pick<PaymentIntentRow, 'status' | 'createdAt'>,
  event: string,
  to: PaymentIntentRow['status'],
  at: Date,
): void {
  recordMove(moves, { flow: 'payment-intent', from: intent.status, event, to }, at, intent.createdAt);
}
