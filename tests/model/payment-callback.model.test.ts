import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  CALLBACK_CONFIRM_DELAY_MS,
  CALLBACK_CONFIRM_TRIES,
  CALLBACK_CONTINUE_DELAY_MS,
  paymentCallbackMachine,
  type PaymentCallbackInput,
  type PaymentStateAnswer,
} from '../../machines/signup/payment-callback.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

/**
 * The query and the server's answer → what happens (docs/product.md#routes, docs/product.md#states, decision
 * 0034), written from the rules: the query only says which message to wait for. The server says
 * where the payment stands first, nothing is shown before. Taken (processing or active) → the
 * success message, 1 stored; nothing taken with success=1 → asked again twice, then the way to pay,
 * never a success; nothing taken otherwise → the decline, the query's result stored; anonymous →
 * sign in or register; the server cannot say → nothing claimed, ask again. cancelled=1 without
 * success=1 is a cancel on the hosted page — nothing paid, nothing stored, no message, no question:
 * straight back to the payment step.
 */
const scenarios: Array<{ name: string; input: PaymentCallbackInput }> = [
  { name: 'success with cashback', input: { success: '1', cashback: '1' } },
  { name: 'declined', input: { success: '0', cashback: '0' } },
  { name: 'garbled result', input: { success: 'oui', cashback: 'x' } },
  { name: 'cancelled on the hosted page', input: { success: '0', cashback: '1', cancelled: '1' } },
  { name: 'cancel flag beside a success', input: { success: '1', cashback: '0', cancelled: '1' } },
];

const TAGS = ['checking', 'success', 'declined', 'cancelled', 'unpaid', 'anonymous', 'unknown'] as const;
type Shown = (typeof TAGS)[number];

type Step = StepContext<typeof paymentCallbackMachine>;

interface Outcome {
  shown: Shown;
  leaving: boolean;
  /** Questions asked again while the query says success and nothing is taken. */
  tries: number;
  effects: Array<{ type: string; params?: unknown }>;
}

function inputOf(name: string): PaymentCallbackInput {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`unknown scenario ${name}`);
  return scenario.input;
}

/** docs/product.md#states: 1 for success=1, 0 for success=0, null otherwise. */
const queryResult = (input: PaymentCallbackInput): 1 | 0 | null => (input.success === '1' ? 1 : input.success === '0' ? 0 : null);
const isCancel = (input: PaymentCallbackInput) => input.cancelled === '1' && input.success !== '1';
const answerOf = (event: EventObject): PaymentStateAnswer => (event as EventObject & { output: PaymentStateAnswer }).output;

const expected = {
  initial: ({ name }: { name: string }): Outcome =>
    isCancel(inputOf(name))
      ? { shown: 'cancelled', leaving: true, tries: 0, effects: [{ type: 'goToPaymentStep' }] }
      : { shown: 'checking', leaving: false, tries: 0, effects: [] },
  next: (before: Outcome, event: EventObject, { name }: { name: string }): Outcome => {
    const input = inputOf(name);
    const type = describeEventType(event.type);
    if (before.shown === 'checking' && type === 'done: readPaymentState') {
      const answer = answerOf(event);
      if (answer === 'anonymous') return { ...before, shown: 'anonymous' };
      if (answer === 'processing' || answer === 'active') {
        return { ...before, shown: 'success', effects: [...before.effects, { type: 'storePaymentResult', params: { result: 1 } }] };
      }
      if (queryResult(input) === 1) {
        return before.tries < 2 ? { ...before, tries: before.tries + 1 } : { ...before, shown: 'unpaid' };
      }
      return {
        ...before,
        shown: 'declined',
        effects: [...before.effects, { type: 'storePaymentResult', params: { result: queryResult(input) } }],
      };
    }
    if (before.shown === 'checking' && type === 'error: readPaymentState') return { ...before, shown: 'unknown' };
    if (before.shown === 'checking' && type === 'after confirmDelay') return before;
    if (before.shown === 'unknown' && event.type === 'paymentCallback.retry') return { ...before, shown: 'checking' };
    if (
      (before.shown === 'success' || before.shown === 'declined') &&
      !before.leaving &&
      (event.type === 'paymentCallback.continue' || type === 'after continueDelay')
    ) {
      const result = before.shown === 'success' ? 'success' : 'failure';
      return {
        ...before,
        leaving: true,
        effects: [...before.effects, { type: 'goToWelcome', params: { result, cashback: input.cashback === '1' } }],
      };
    }
    throw new Error(`the rules give no '${event.type}' while ${before.shown}`);
  },
  observe: ({ snapshot, effects }: Step): Outcome => {
    const shown = TAGS.filter((tag) => snapshot.hasTag(tag));
    expect(shown).toHaveLength(1);
    return {
      shown: shown[0] ?? 'checking',
      leaving: snapshot.hasTag('leaving'),
      tries: snapshot.context.confirmTries,
      effects: [...effects],
    };
  },
};

const answers: PaymentStateAnswer[] = ['anonymous', 'unpaid', 'processing', 'active'];

describeModel(
  'payment callback',
  {
    machine: paymentCallbackMachine,
    scenarios,
    contextKeys: ['confirmTries'],
    events: {
      'xstate.done.actor.readPaymentState': answers.map((answer) => doneActorEvent('readPaymentState', answer)),
      'xstate.error.actor.readPaymentState': [errorActorEvent('readPaymentState', new Error('fetch failed'))],
      'paymentCallback.retry': [{ type: 'paymentCallback.retry' }],
      'paymentCallback.continue': [{ type: 'paymentCallback.continue' }],
    },
    describeEvent: (event) =>
      event.type === 'xstate.done.actor.readPaymentState' ? `server says ${answerOf(event)}` : describeEventType(event.type),
    expected,
  },
  (step: Step) => {
    const { snapshot, event } = step;
    const input = inputOf(step.scenario.name);
    // A success is only ever shown once the server said a payment was taken.
    if (snapshot.hasTag('success')) {
      expect(
        step.history.some((e) => e.type === 'xstate.done.actor.readPaymentState' && ['processing', 'active'].includes(answerOf(e))),
      ).toBe(true);
    }
    // 1 is stored only for a payment taken; nothing is stored for a visitor nobody knows or a claim not backed.
    for (const effect of step.effects.filter((e) => e.type === 'storePaymentResult')) {
      if ((effect.params as { result: unknown }).result === 1) expect(snapshot.hasTag('success')).toBe(true);
    }
    if (snapshot.hasTag('anonymous') || snapshot.hasTag('unpaid')) {
      expect(step.effects).toEqual([]);
      expect(snapshot.status).toBe('done');
    }
    if (isCancel(input)) {
      // Nothing to ask, store or show: back to the payment step at once.
      expect(step.invocations).toEqual([]);
      expect(step.effects).toEqual([{ type: 'goToPaymentStep' }]);
    }
    if (snapshot.hasTag('unpaid')) {
      // The query claimed a success: the server was asked three times before saying nothing was paid.
      expect(queryResult(input)).toBe(1);
      expect(step.invocations).toHaveLength(CALLBACK_CONFIRM_TRIES + 1);
    }
    if (step.firedTimer) {
      expect(step.firedTimer.delay).toBe(
        describeEventType(event.type) === 'after confirmDelay' ? CALLBACK_CONFIRM_DELAY_MS : CALLBACK_CONTINUE_DELAY_MS,
      );
    }
  },
);
