import { expect } from 'vitest';
import { paymentCallbackMachine, type PaymentCallbackInput } from '../../machines/signup/payment-callback.machine.ts';
import { describeModel, type StepContext } from '../support/model-testing.ts';

const scenarios: Array<{ name: string; input: PaymentCallbackInput; result: 1 | 0 | null }> = [
  { name: 'success with cashback', input: { success: '1', cashback: '1' }, result: 1 },
  { name: 'success without cashback', input: { success: '1', cashback: '0' }, result: 1 },
  { name: 'declined', input: { success: '0', cashback: '1' }, result: 0 },
  { name: 'no result', input: { success: null, cashback: null }, result: null },
  { name: 'garbled result', input: { success: 'oui', cashback: 'x' }, result: null },
];

type Step = StepContext<typeof paymentCallbackMachine>;

describeModel(
  'payment callback',
  { machine: paymentCallbackMachine, scenarios, events: {} },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const scenario = scenarios.find((candidate) => candidate.name === step.scenario.name);
    if (!scenario) throw new Error(`unknown scenario ${step.scenario.name}`);
    const success = scenario.result === 1;
    const cashback = scenario.input.cashback === '1';

    // §4: the result is stored once, as 1, 0 or null; only success=1 counts as a success.
    expect(step.effects[0]).toEqual({ type: 'storePaymentResult', params: { result: scenario.result } });
    expect(snapshot.context).toEqual({ result: scenario.result, cashback });
    if (!previous) {
      expect(step.effects).toHaveLength(1);
      expect(snapshot.hasTag(success ? 'success' : 'declined')).toBe(true);
      expect(snapshot.hasTag(success ? 'declined' : 'success')).toBe(false);
      return;
    }
    // Going on, by click or after the pause, to the welcome page of the result.
    expect(snapshot.status).toBe('done');
    expect(snapshot.hasTag('leaving')).toBe(true);
    expect(step.effects).toEqual([
      { type: 'storePaymentResult', params: { result: scenario.result } },
      { type: 'goToWelcome', params: { result: success ? 'success' : 'failure', cashback } },
    ]);
    if (step.firedTimer) expect(step.firedTimer.delay).toBe(4000);
    else expect(event.type).toBe('paymentCallback.continue');
  },
);
