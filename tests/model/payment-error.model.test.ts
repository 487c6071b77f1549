import { expect } from 'vitest';
import { paymentErrorMachine, type PaymentErrorInput, type PaymentErrorOutcome } from '../../machines/signup/payment-error.machine.ts';
import { describeModel, type StepContext } from '../support/model-testing.ts';

const scenarios: Array<{ name: string; input: PaymentErrorInput; outcome: PaymentErrorOutcome }> = [
  {
    name: 'expired month (1100004PI3)',
    input: { code: '1100004PI3', message: 'Invalid month' },
    outcome: { kind: 'recoverable', field: 'month', code: '1100004PI3' },
  },
  {
    name: 'wrong number (E001001)',
    input: { code: 'E001001', message: 'Invalid card' },
    outcome: { kind: 'recoverable', field: 'number', code: 'E001001' },
  },
  {
    name: 'wrong year (1100003PI4)',
    input: { code: ' 1100003PI4 ', message: 'Invalid year' },
    outcome: { kind: 'recoverable', field: 'year', code: '1100003PI4' },
  },
  {
    name: 'wrong CVV (1100005PI2)',
    input: { code: '1100005PI2', message: 'Invalid CVV' },
    outcome: { kind: 'recoverable', field: 'code', code: '1100005PI2' },
  },
  { name: 'refused (R200)', input: { code: 'R200', message: 'Refused' }, outcome: { kind: 'unrecoverable', code: 'R200' } },
  { name: 'fraud (X002)', input: { code: 'X002', message: 'Suspected fraud' }, outcome: { kind: 'unrecoverable', code: 'X002' } },
  { name: 'unknown code', input: { code: 'Z999', message: '?' }, outcome: { kind: 'unrecoverable', code: 'Z999' } },
];

type Step = StepContext<typeof paymentErrorMachine>;

function scenarioOf(name: string) {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`unknown scenario ${name}`);
  return scenario;
}

const expected = {
  // Tables (docs/product.md#errors), in the scenarios above: the outcome, reported for support with the code only. No event follows.
  initial: ({ name }: { name: string }) => {
    const { outcome } = scenarioOf(name);
    return { outcome, reported: [{ type: 'reportPaymentError', params: { code: outcome.code, kind: outcome.kind } }] };
  },
  next: (): never => {
    throw new Error('a payment error takes no event');
  },
  observe: ({ snapshot, effects }: Step) => ({ outcome: snapshot.output, reported: effects }),
};

describeModel('payment error', { machine: paymentErrorMachine, scenarios, events: {}, expected }, (step: Step) => {
  const { snapshot } = step;
  const scenario = scenarios.find((candidate) => candidate.name === step.scenario.name);
  if (!scenario) throw new Error(`unknown scenario ${step.scenario.name}`);
  const { outcome } = scenario;

  // Classified at once; the payment machine reads the outcome.
  expect(snapshot.status).toBe('done');
  expect(snapshot.output).toEqual(outcome);
  expect(snapshot.hasTag(outcome.kind)).toBe(true);
  expect(snapshot.context.field).toBe(outcome.kind === 'recoverable' ? outcome.field : null);
  // Reported for support with the code only.
  expect(step.effects).toEqual([{ type: 'reportPaymentError', params: { code: outcome.code, kind: outcome.kind } }]);
});
