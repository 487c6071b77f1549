import { expect } from 'vitest';
import { paymentCallbackMachine, type PaymentCallbackInput } from '../../machines/signup/payment-callback.machine.ts';
import type { EventObject } from 'xstate';
import { describeEventType, describeModel, type StepContext } from '../support/model-testing.ts';

/**
 * The query → what happens (docs/product.md#routes, docs/product.md#states, issue 16), written from the rules: success=1 is a success,
 * anything else a decline; cancelled=1 without success=1 is a cancel on the hosted page — nothing
 * paid, nothing stored, no message: straight back to the payment step.
 */
const scenarios: Array<{ name: string; input: PaymentCallbackInput; outcome: 'success' | 'declined' | 'cancelled'; stored: 1 | 0 | null }> =
  [
    { name: 'success with cashback', input: { success: '1', cashback: '1' }, outcome: 'success', stored: 1 },
    { name: 'success without cashback', input: { success: '1', cashback: '0' }, outcome: 'success', stored: 1 },
    { name: 'declined', input: { success: '0', cashback: '1' }, outcome: 'declined', stored: 0 },
    { name: 'no result', input: { success: null, cashback: null }, outcome: 'declined', stored: null },
    { name: 'garbled result', input: { success: 'oui', cashback: 'x' }, outcome: 'declined', stored: null },
    { name: 'cancelled on the hosted page', input: { success: '0', cashback: '1', cancelled: '1' }, outcome: 'cancelled', stored: null },
    { name: 'cancel flag beside a success', input: { success: '1', cashback: '0', cancelled: '1' }, outcome: 'success', stored: 1 },
    { name: 'garbled cancel flag', input: { success: '0', cashback: '0', cancelled: 'oui' }, outcome: 'declined', stored: 0 },
  ];

const OUTCOME_TAGS = ['success', 'declined', 'cancelled'] as const;

type Step = StepContext<typeof paymentCallbackMachine>;

function scenarioOf(name: string) {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`unknown scenario ${name}`);
  return scenario;
}

/** The message shown, whether the page is leaving, and what it did (stored, where it went). */
interface Outcome {
  message: (typeof OUTCOME_TAGS)[number];
  leaving: boolean;
  effects: Array<{ type: string; params?: unknown }>;
}

const expected = {
  initial: ({ name }: { name: string }): Outcome => {
    const scenario = scenarioOf(name);
    if (scenario.outcome === 'cancelled') return { message: 'cancelled', leaving: true, effects: [{ type: 'goToPaymentStep' }] };
    return { message: scenario.outcome, leaving: false, effects: [{ type: 'storePaymentResult', params: { result: scenario.stored } }] };
  },
  // A click on "continue" or the pause: on to the welcome page of the result, the message kept.
  next: (before: Outcome, event: EventObject, { name }: { name: string }): Outcome => {
    if (before.leaving || !(event.type === 'paymentCallback.continue' || describeEventType(event.type) === 'after continueDelay')) {
      throw new Error(`the rules give no '${event.type}' here`);
    }
    const cashback = scenarioOf(name).input.cashback === '1';
    const result = before.message === 'success' ? 'success' : 'failure';
    return { ...before, leaving: true, effects: [...before.effects, { type: 'goToWelcome', params: { result, cashback } }] };
  },
  observe: ({ snapshot, effects }: Step): Outcome => {
    const shown = OUTCOME_TAGS.filter((tag) => snapshot.hasTag(tag));
    expect(shown).toHaveLength(1);
    return { message: shown[0] ?? 'declined', leaving: snapshot.hasTag('leaving'), effects: [...effects] };
  },
};

describeModel('payment callback', { machine: paymentCallbackMachine, scenarios, events: {}, expected }, (step: Step) => {
  const { snapshot, previous, event } = step;
  const scenario = scenarios.find((candidate) => candidate.name === step.scenario.name);
  if (!scenario) throw new Error(`unknown scenario ${step.scenario.name}`);
  const cashback = scenario.input.cashback === '1';

  // One outcome tag, from first render to leaving: no other message ever shows (no flash).
  for (const tag of OUTCOME_TAGS) expect(snapshot.hasTag(tag)).toBe(tag === scenario.outcome);

  if (scenario.outcome === 'cancelled') {
    // Nothing to store, nothing to show: back to the payment step at once.
    expect(step.effects).toEqual([{ type: 'goToPaymentStep' }]);
    expect(snapshot.status).toBe('done');
    return;
  }
  // docs/product.md#states: the result is stored once, as 1, 0 or null; only success=1 counts as a success.
  expect(step.effects[0]).toEqual({ type: 'storePaymentResult', params: { result: scenario.stored } });
  expect(snapshot.context).toMatchObject({ result: scenario.stored, cashback });
  if (!previous) {
    expect(step.effects).toHaveLength(1);
    expect(snapshot.hasTag('leaving')).toBe(false);
    return;
  }
  // Going on, by click or after the pause, to the welcome page of the result.
  expect(snapshot.status).toBe('done');
  expect(snapshot.hasTag('leaving')).toBe(true);
  expect(step.effects).toEqual([
    { type: 'storePaymentResult', params: { result: scenario.stored } },
    { type: 'goToWelcome', params: { result: scenario.outcome === 'success' ? 'success' : 'failure', cashback } },
  ]);
  if (step.firedTimer) expect(step.firedTimer.delay).toBe(4000);
  else expect(event.type).toBe('paymentCallback.continue');
});
