import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { toWithdrawalFailure, withdrawalMachine, type WithdrawalFailure } from '../../machines/account/withdrawal.machine.ts';
import type { WithdrawalQuote, WithdrawalResponse } from '../../src/domain/withdrawal.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const offered: WithdrawalQuote = {
  available: true,
  refusal: null,
  message: null,
  deadlineDateTime: '2026-12-09T12:00:00.000Z',
  expressRequest: true,
  paidAmount: 100,
  refundAmount: 58,
};
const closedQuote: WithdrawalQuote = {
  ...offered,
  available: false,
  refusal: 'windowClosed',
  message: 'Le délai de rétractation de 14 jours a pris fin le 9 décembre 2026',
};
const withdrawn: WithdrawalResponse = {
  message: 'Votre rétractation est enregistrée',
  withdrawal: { requestedDateTime: '2026-11-28T10:00:00.000Z', refundAmount: 58, completed: true },
};
const refused: WithdrawalFailure = { reason: 'refused', message: 'Votre cashback a déjà été remboursé' };

type Step = StepContext<typeof withdrawalMachine>;

/**
 * What the member sees (docs/decisions/0021-withdrawal.md), written as the product rules say it,
 * not read from the machine: within the window the section explains and offers the function; the
 * confirmation is a step of its own, closed without sending anything; the request either ends with
 * what was refunded, or with the server's reason (the window closed meanwhile…), or with docs/product.md#errors
 * failure in the dialog, from which the member may try again.
 */
type View = 'loading' | 'loadFailed' | 'offered' | 'closed' | 'dialog' | 'withdrawing' | 'failed' | 'done';
interface Outcome {
  view: View;
  /** The amount the section or the dialog states (today's refund, then the refund made). */
  refund: number | null;
  /** The reason shown when the member cannot withdraw. */
  reason: string | null;
}

const same = (before: Outcome): Outcome => before;
const RULES: Record<View, Record<string, (before: Outcome, event: EventObject) => Outcome>> = {
  loading: {
    'xstate.done.actor.loadQuote': (_, event) => {
      const quote = (event as unknown as { output: WithdrawalQuote }).output;
      return quote.available
        ? { view: 'offered', refund: quote.refundAmount, reason: null }
        : { view: 'closed', refund: null, reason: quote.message };
    },
    'xstate.error.actor.loadQuote': () => ({ view: 'loadFailed', refund: null, reason: null }),
  },
  loadFailed: { 'withdrawal.retry': () => ({ view: 'loading', refund: null, reason: null }) },
  offered: { 'withdrawal.open': (before) => ({ ...before, view: 'dialog' }) },
  dialog: {
    'withdrawal.confirm': (before) => ({ ...before, view: 'withdrawing' }),
    'withdrawal.dismiss': (before) => ({ ...before, view: 'offered' }),
  },
  withdrawing: {
    'xstate.done.actor.withdraw': (_, event) => ({
      view: 'done',
      refund: (event as unknown as { output: WithdrawalResponse }).output.withdrawal.refundAmount,
      reason: null,
    }),
    'xstate.error.actor.withdraw': (before, event) => {
      const failure = toWithdrawalFailure((event as unknown as { error: unknown }).error);
      return failure.reason === 'refused' ? { view: 'closed', refund: null, reason: failure.message } : { ...before, view: 'failed' };
    },
  },
  failed: {
    'withdrawal.confirm': (before) => ({ ...before, view: 'withdrawing' }),
    'withdrawal.dismiss': (before) => ({ ...before, view: 'offered' }),
  },
  closed: {},
  done: {},
};

function viewOf(step: Step): View {
  const { snapshot } = step;
  if (snapshot.hasTag('done')) return 'done';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('busy')) return 'withdrawing';
  if (snapshot.hasTag('dialogOpen')) return 'dialog';
  if (snapshot.hasTag('offered')) return 'offered';
  if (snapshot.hasTag('closed')) return 'closed';
  if (snapshot.hasTag('loadFailed')) return 'loadFailed';
  return 'loading';
}

describe('toWithdrawalFailure', () => {
  it('keeps the server’s refusal and its message; anything else is an unknown outcome', () => {
    expect(toWithdrawalFailure(refused)).toEqual(refused);
    expect(toWithdrawalFailure(new Error('offline'))).toEqual({ reason: 'unavailable' });
    expect(toWithdrawalFailure({ reason: 'refused' })).toEqual({ reason: 'refused', message: '' });
  });
});

describeModel(
  'withdrawal',
  {
    machine: withdrawalMachine,
    expected: {
      initial: (): Outcome => ({ view: 'loading', refund: null, reason: null }),
      next: (before, event) => (RULES[before.view][event.type] ?? same)(before, event),
      observe: (step): Outcome => {
        const view = viewOf(step);
        const { context } = step.snapshot;
        const refund =
          view === 'done'
            ? (context.result?.withdrawal.refundAmount ?? null)
            : ['offered', 'dialog', 'withdrawing', 'failed'].includes(view)
              ? (context.quote?.refundAmount ?? null)
              : null;
        return { view, refund, reason: view === 'closed' ? context.refusal : null };
      },
    },
    events: {
      'xstate.done.actor.loadQuote': [doneActorEvent('loadQuote', offered), doneActorEvent('loadQuote', closedQuote)],
      'xstate.error.actor.loadQuote': [errorActorEvent('loadQuote', new Error('offline'))],
      'xstate.done.actor.withdraw': [doneActorEvent('withdraw', withdrawn)],
      'xstate.error.actor.withdraw': [errorActorEvent('withdraw', refused), errorActorEvent('withdraw', new Error('503'))],
    },
    describeEvent: (event) => {
      const output = (event as { output?: unknown }).output;
      if (output !== undefined && typeof output === 'object' && output !== null && 'available' in output) {
        return `${describeEventType(event.type)} (${output.available ? 'within 14 days' : 'past the window'})`;
      }
      const error = (event as { error?: unknown }).error;
      if (error !== undefined) return `${describeEventType(event.type)} (${toWithdrawalFailure(error).reason})`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, event } = step;
    // Money moves only from the dialog's button: one request per confirm, never from the section.
    const confirms = step.history.filter((e) => e.type === 'withdrawal.confirm').length;
    const requests = step.invocations.filter((invocation) => invocation.src === 'withdraw').length;
    expect(requests).toBeLessThanOrEqual(confirms);
    if (event.type === 'withdrawal.confirm' && snapshot.hasTag('busy')) {
      expect(step.invocations.at(-1)).toEqual({ src: 'withdraw', id: 'withdraw', input: undefined });
    }
    // The button exists only within the window, and the section says why otherwise.
    expect(snapshot.can({ type: 'withdrawal.open' })).toBe(viewOf(step) === 'offered');
    if (snapshot.hasTag('closed')) expect(snapshot.context.refusal).not.toBeNull();
    // Once withdrawn, nothing more can be asked.
    if (snapshot.hasTag('done')) expect(snapshot.status).toBe('done');
  },
);
