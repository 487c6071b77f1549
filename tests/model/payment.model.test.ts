import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  paymentMachine,
  type CardForm,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentInput,
} from '../../machines/signup/payment.machine.ts';
import type { PaymentErrorOutcome } from '../../machines/signup/payment-error.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const CARD = '4111 1111 1111 1111';
const CVV = '737';
const good: CardForm = {
  firstname: 'Paul',
  lastname: 'Martin',
  cardholder: 'Paul Martin',
  number: CARD,
  month: '11',
  year: '26',
  code: CVV,
  expressStart: true,
};
const expired: CardForm = { ...good, month: '10' };
const wrong: CardForm = {
  firstname: 'R2D2',
  lastname: 'Martin',
  cardholder: '',
  number: '4111 1111 1111 1112',
  month: '13',
  year: '25',
  code: '12',
  expressStart: false,
};
/** A valid card without the express request to begin the service at once (L221-25, decision 0021). */
const unticked: CardForm = { ...good, expressStart: false };

const declinedMonth: PaymentFailure = { reason: 'declined', code: '1100004PI3', message: 'Invalid expiry month' };
const declinedHard: PaymentFailure = { reason: 'declined', code: 'R200', message: 'Refused' };
const rejected: PaymentFailure = {
  reason: 'invalid',
  violations: [{ property: 'creditCard.number', message: 'Ce champ n’est pas valide', type: 'invalid' }],
};
const keyRefused: PaymentFailure = { reason: 'invalid', violations: [] };
const alreadyPaid: PaymentFailure = { reason: 'alreadyPaid' };
const inProgress: PaymentFailure = { reason: 'inProgress' };
const recoverable: PaymentErrorOutcome = { kind: 'recoverable', field: 'month', code: '1100004PI3' };
const unrecoverable: PaymentErrorOutcome = { kind: 'unrecoverable', code: 'R200' };

const scenarios: Array<{ name: string; input: PaymentInput }> = [
  { name: 'with traffic token', input: { uid: 'u-paul', formula: 'vip-mensuel', trafficToken: 'galant-essai', today: '2026-11-21' } },
  { name: 'without traffic token', input: { uid: 'u-paul', formula: 'vip-mensuel', trafficToken: null, today: '2026-11-21' } },
];

type Step = StepContext<typeof paymentMachine>;

/**
 * One payment per registration, as the product rules put it: how the form answers each
 * refusal the server makes before charging. Written here, not read from the machine.
 */
const REFUSAL_RULES = {
  /** 409 already_paid: no card error, no retry, the welcome page (with "already received"). */
  alreadyPaid: { navigation: { type: 'goToAlreadyPaid', params: undefined }, retried: false, cardError: false },
  /** 409 payment in progress: neither error nor success; the same request, same key, a moment later. */
  inProgress: { navigation: null, retried: true, cardError: false },
} as const;
/** "Wait a moment and try again, a few times, then say so": 2 s apart, 5 tries after the first refusal. */
const BUSY_RETRY = { delayMs: 2000, triesAfterFirstRefusal: 5 } as const;

function is<T extends PaymentEvent['type']>(event: EventObject, type: T): event is Extract<PaymentEvent, { type: T }> {
  return event.type === type;
}

function payload<T>(event: EventObject, key: 'output' | 'error'): T {
  return (event as Record<string, unknown>)[key] as T;
}

function label(form: CardForm): string {
  if (form.month === '10') return 'expired';
  if (form.firstname === 'R2D2') return 'wrong';
  return form.expressStart ? 'good' : 'unticked';
}

function isRefusal(error: unknown, reason: keyof typeof REFUSAL_RULES): boolean {
  return !(error instanceof Error) && (error as PaymentFailure).reason === reason;
}

/** Refusals "another attempt is running" since the member's last valid submit. */
function busyRefusalsSinceSubmit(history: readonly EventObject[]): number {
  let count = 0;
  for (const event of history) {
    if (is(event, 'payment.submit') && label(event) === 'good') count = 0;
    if (event.type === 'xstate.error.actor.payCard' && isRefusal(payload(event, 'error'), 'inProgress')) count += 1;
  }
  return count;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) return 'network';
  const failure = error as PaymentFailure;
  if (failure.reason === 'invalid') return failure.violations.length > 0 ? 'rejected fields' : 'rejected request';
  return failure.reason === 'declined' ? `declined ${failure.code}` : failure.reason;
}

/**
 * An answer of the server (decline, rejected fields, a Pending payment settled as a failure) spends
 * the key; an unknown outcome (network) does not: the next request must replay it.
 */
function keySpent(history: readonly EventObject[]): boolean {
  let spent = false;
  for (const event of history) {
    if (event.type === 'xstate.error.actor.payCard') {
      const error = payload<unknown>(event, 'error');
      // Refused before any charge while another attempt runs: the same key goes again.
      if (isRefusal(error, 'inProgress')) spent = false;
      else if (!isRefusal(error, 'alreadyPaid')) spent = !(error instanceof Error);
    }
    if (event.type === 'xstate.done.actor.awaitPayment' && payload<{ status: string }>(event, 'output').status === 'Failure') spent = true;
  }
  return spent;
}

/**
 * The card form as the product rules write it (docs/product.md#validation, including the express
 * request of decision 0021 — unticked by default, required to pay, its own message; #states-payment;
 * #errors-payment-codes, the already-paid refusals), the test's own table carried along every path
 * without the actor: the screen, the field messages, the page's message, whether the next request
 * takes a new idempotency key, the calls made and where the member was sent.
 */
type Screen = 'form' | 'paying' | 'otherAttempt' | 'alreadyPaid' | 'pending' | 'stillPending' | 'classifying' | 'failed' | 'succeeded';
interface Outcome {
  screen: Screen;
  fieldIssues: Record<string, unknown>;
  failure: unknown;
  /** The server answered the last request: the next one needs a new key. */
  renewKey: boolean;
  busyTries: number;
  calls: Step['invocations'];
  effects: Step['effects'];
}

const call = (src: string, input: unknown) => ({ src, id: src, input });

/** Every broken rule at once; a past expiry on the month; the express request required. */
const FORM_ISSUES: Record<string, Record<string, unknown>> = {
  wrong: {
    firstname: { rule: 'nameFormat' },
    cardholder: { rule: 'required' },
    number: { rule: 'cardNumberInvalid' },
    month: { rule: 'monthFormat' },
    year: { rule: 'yearFormat' },
    code: { rule: 'cvvDigits' },
    expressStart: { rule: 'expressStartRequired' },
  },
  expired: { month: { rule: 'expiryPast' } },
  unticked: { expressStart: { rule: 'expressStartRequired' } },
  good: {},
};

/** Back on the form: each new submit gets its own few tries. */
const toForm = (before: Outcome, change: Partial<Outcome>): Outcome => ({ ...before, screen: 'form', busyTries: 0, ...change });

function nextOutcome(before: Outcome, event: EventObject, input: PaymentInput): Outcome {
  if (is(event, 'payment.submit') && before.screen === 'form') {
    const fieldIssues = FORM_ISSUES[label(event)] ?? {};
    if (Object.keys(fieldIssues).length > 0) return { ...before, fieldIssues, failure: null };
    // Sent without spaces, month and year as numbers, the express request always true.
    const request = {
      uid: input.uid,
      firstname: 'Paul',
      lastname: 'Martin',
      formula: input.formula,
      creditCard: { number: '4111111111111111', month: 11, year: 2026, code: CVV },
      ...(input.trafficToken ? { trafficToken: input.trafficToken } : {}),
      expressStart: true,
      renewKey: before.renewKey,
    };
    return { ...before, screen: 'paying', fieldIssues: {}, failure: null, calls: [...before.calls, call('payCard', request)] };
  }
  if (is(event, 'payment.edit')) {
    const { [event.field]: _cleared, ...fieldIssues } = before.fieldIssues;
    return { ...before, fieldIssues };
  }
  const paid = (): Outcome => ({
    ...before,
    screen: 'succeeded',
    effects: [...before.effects, { type: 'goToPaymentCallback', params: { success: true, cashback: true } }],
  });
  const classify = (code: string, message: string): Outcome => ({
    ...before,
    screen: 'classifying',
    renewKey: true,
    calls: [...before.calls, call('paymentError', { code, message })],
  });
  switch (event.type) {
    case 'xstate.done.actor.payCard':
      return payload<{ status: string }>(event, 'output').status === 'Success'
        ? paid()
        : { ...before, screen: 'pending', calls: [...before.calls, call('awaitPayment', { uid: input.uid })] };
    case 'xstate.error.actor.payCard': {
      const error = payload<unknown>(event, 'error');
      if (isRefusal(error, 'alreadyPaid'))
        return { ...before, screen: 'alreadyPaid', effects: [...before.effects, REFUSAL_RULES.alreadyPaid.navigation] };
      if (isRefusal(error, 'inProgress')) {
        // Nothing was charged for this one: the same key again, after a pause, a few times.
        if (before.busyTries < BUSY_RETRY.triesAfterFirstRefusal)
          return { ...before, screen: 'otherAttempt', renewKey: false, busyTries: before.busyTries + 1 };
        return toForm(before, { renewKey: false, failure: { reason: 'inProgress' } });
      }
      // Outcome unknown: the next submit replays the same key, so a charge is never repeated.
      if (error instanceof Error) return toForm(before, { renewKey: false, failure: { reason: 'unavailable' } });
      const failure = error as PaymentFailure;
      if (failure.reason === 'declined') return classify(failure.code, failure.message);
      if (failure.reason === 'invalid' && failure.violations.length > 0)
        return toForm(before, { renewKey: true, fieldIssues: { number: { violation: 'invalid' } } });
      // Refused with nothing to point at: "try again".
      return toForm(before, { renewKey: true, fieldIssues: {}, failure: { reason: 'unavailable' } });
    }
    case 'xstate.done.actor.awaitPayment': {
      const settled = payload<{ status: string; error?: { code: string; message: string } }>(event, 'output');
      return settled.status === 'Success' ? paid() : classify(settled.error?.code ?? '', settled.error?.message ?? '');
    }
    case 'xstate.error.actor.awaitPayment':
      return { ...before, screen: 'stillPending' }; // the account activates once the provider confirms
    case 'xstate.done.actor.paymentError': {
      const outcome = payload<PaymentErrorOutcome>(event, 'output');
      if (outcome.kind === 'recoverable')
        return toForm(before, {
          fieldIssues: { [outcome.field]: { violation: 'invalid' } },
          failure: { reason: 'recoverable', code: outcome.code },
        });
      return {
        ...before,
        screen: 'failed',
        fieldIssues: {},
        failure: { reason: 'unrecoverable', code: outcome.code },
        effects: [...before.effects, { type: 'goToFailure', params: { code: outcome.code } }],
      };
    }
    case 'xstate.error.actor.paymentError':
      return toForm(before, { failure: { reason: 'unavailable' } });
  }
  if (describeEventType(event.type) === 'after busyRetryDelay')
    return { ...before, screen: 'paying', calls: [...before.calls, call('payCard', { replay: true })] };
  return before;
}

function observe({ snapshot, invocations, effects }: Step): Outcome {
  const { context } = snapshot;
  const value = String(snapshot.value);
  return {
    screen: value === 'editing' ? 'form' : (value as Screen),
    fieldIssues: context.fieldIssues,
    failure: context.failure,
    renewKey: context.renewKey,
    busyTries: context.busyRetries,
    calls: [...invocations],
    effects: [...effects],
  };
}

describeModel(
  'payment',
  {
    machine: paymentMachine,
    expected: {
      initial: (): Outcome => ({ screen: 'form', fieldIssues: {}, failure: null, renewKey: false, busyTries: 0, calls: [], effects: [] }),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input as PaymentInput),
      observe,
    },
    scenarios,
    events: {
      'payment.submit': [good, expired, wrong, unticked].map((form) => ({ type: 'payment.submit' as const, ...form })),
      'payment.edit': [
        { type: 'payment.edit', field: 'month' },
        { type: 'payment.edit', field: 'firstname' },
      ],
      'xstate.done.actor.payCard': [doneActorEvent('payCard', { status: 'Success' }), doneActorEvent('payCard', { status: 'Pending' })],
      'xstate.error.actor.payCard': [declinedMonth, declinedHard, rejected, keyRefused, alreadyPaid, inProgress, new Error('offline')].map(
        (error) => errorActorEvent('payCard', error),
      ),
      'xstate.done.actor.awaitPayment': [
        doneActorEvent('awaitPayment', { status: 'Success' }),
        doneActorEvent('awaitPayment', { status: 'Failure', error: { code: 'R200', message: 'Refused' } }),
      ],
      'xstate.error.actor.awaitPayment': [errorActorEvent('awaitPayment', new Error('still pending'))],
      'xstate.done.actor.paymentError': [doneActorEvent('paymentError', recoverable), doneActorEvent('paymentError', unrecoverable)],
      'xstate.error.actor.paymentError': [errorActorEvent('paymentError', new Error('bug'))],
    },
    describeEvent: (event) => {
      if (is(event, 'payment.submit')) return `submit (${label(event)})`;
      if (is(event, 'payment.edit')) return `edit ${event.field}`;
      if (event.type === 'xstate.error.actor.payCard') return `error: payCard (${describeFailure(payload(event, 'error'))})`;
      if (event.type.startsWith('xstate.done.actor.')) {
        const output = payload<{ status?: string; kind?: string; error?: { code: string } }>(event, 'output');
        return `${describeEventType(event.type)} (${output.status ?? output.kind ?? ''}${output.error ? ` ${output.error.code}` : ''})`;
      }
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const input = step.scenario.input as PaymentInput;

    // The card number and CVV never stay in memory.
    const kept = JSON.stringify(context);
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain(CVV);
    const busy = (['paying', 'otherAttempt', 'pending', 'classifying', 'succeeded', 'alreadyPaid'] as const).some((state) =>
      snapshot.matches(state),
    );
    expect(snapshot.hasTag('busy')).toBe(busy);
    expect(snapshot.hasTag('pending')).toBe(snapshot.matches('pending') || snapshot.matches('stillPending'));
    // Never charge twice: whether the next request gets a new idempotency key follows the answers.
    expect(context.renewKey).toBe(keySpent(step.history));
    if (!previous) {
      expect(snapshot.matches('editing')).toBe(true);
      expect(context.fieldIssues).toEqual({});
      return;
    }

    if (is(event, 'payment.submit') && previous.matches('editing')) {
      const form = label(event);
      if (form === 'wrong') {
        // Every message (docs/product.md#validation) at once, nothing sent.
        expect(context.fieldIssues).toEqual({
          firstname: { rule: 'nameFormat' },
          cardholder: { rule: 'required' },
          number: { rule: 'cardNumberInvalid' },
          month: { rule: 'monthFormat' },
          year: { rule: 'yearFormat' },
          code: { rule: 'cvvDigits' },
          expressStart: { rule: 'expressStartRequired' },
        });
      } else if (form === 'expired') {
        expect(context.fieldIssues).toEqual({ month: { rule: 'expiryPast' } });
      } else if (form === 'unticked') {
        // No payment without the express request: its message alone, nothing sent.
        expect(context.fieldIssues).toEqual({ expressStart: { rule: 'expressStartRequired' } });
        expect(snapshot.matches('editing')).toBe(true);
      } else {
        // Sent without spaces, month and year as numbers; a new key only after an answered failure,
        // the same one after an unknown outcome (the server then answers the first charge).
        expect(step.invocations.at(-1)).toEqual({
          src: 'payCard',
          id: 'payCard',
          input: {
            uid: 'u-paul',
            firstname: 'Paul',
            lastname: 'Martin',
            formula: 'vip-mensuel',
            creditCard: { number: '4111111111111111', month: 11, year: 2026, code: CVV },
            ...(input.trafficToken ? { trafficToken: input.trafficToken } : {}),
            expressStart: true,
            renewKey: keySpent(step.history),
          },
        });
        expect(context.failure).toBeNull();
      }
      // One request per valid submit, plus one per retry while another attempt ran.
      const valid = step.history.filter((e) => is(e, 'payment.submit') && label(e) === 'good').length;
      const retries = step.history.filter((e) => e.type.startsWith('xstate.after.')).length;
      expect(step.invocations.filter((invocation) => invocation.src === 'payCard')).toHaveLength(valid + retries);
    }
    if (is(event, 'payment.edit')) expect(context.fieldIssues[event.field]).toBeUndefined();

    if (event.type === 'xstate.done.actor.payCard' || event.type === 'xstate.done.actor.awaitPayment') {
      const { status } = payload<{ status: string }>(event, 'output');
      if (status === 'Success') {
        expect(step.effects.at(-1)).toEqual({ type: 'goToPaymentCallback', params: { success: true, cashback: true } });
        expect(snapshot.status).toBe('done');
      } else if (status === 'Pending') {
        expect(step.invocations.at(-1)).toEqual({ src: 'awaitPayment', id: 'awaitPayment', input: { uid: 'u-paul' } });
      } else {
        expect(step.invocations.at(-1)).toEqual({ src: 'paymentError', id: 'paymentError', input: { code: 'R200', message: 'Refused' } });
      }
    }
    if (event.type === 'xstate.error.actor.payCard') {
      const error = payload<unknown>(event, 'error');
      const refusal = isRefusal(error, 'alreadyPaid')
        ? REFUSAL_RULES.alreadyPaid
        : isRefusal(error, 'inProgress')
          ? REFUSAL_RULES.inProgress
          : null;
      if (refusal) {
        // Never a card error nor a field error, never the failure path.
        expect(refusal.cardError).toBe(false);
        expect(context.fieldIssues).toEqual({});
        expect(step.invocations.some((invocation) => invocation.src === 'paymentError')).toBe(false);
        expect(step.effects.some((effect) => effect.type === 'goToFailure')).toBe(false);
      }
      if (refusal === REFUSAL_RULES.alreadyPaid) {
        expect(step.effects).toEqual([refusal.navigation]);
        expect(snapshot.status).toBe('done');
        expect(snapshot.hasTag('alreadyPaid')).toBe(true);
        expect(context.failure).toBeNull();
      } else if (refusal === REFUSAL_RULES.inProgress) {
        const refusals = busyRefusalsSinceSubmit(step.history);
        if (refusals <= BUSY_RETRY.triesAfterFirstRefusal) {
          // Waiting, saying so; the same request goes again after the pause.
          expect(snapshot.hasTag('otherAttempt')).toBe(true);
          expect(step.pendingTimers).toHaveLength(1);
          expect(context.failure).toBeNull();
        } else {
          // Still running after the tries: the form says so; the next submit replays the same key.
          expect(snapshot.matches('editing')).toBe(true);
          expect(snapshot.hasTag('otherAttempt')).toBe(false);
          expect(context.failure).toEqual({ reason: 'inProgress' });
          expect(step.pendingTimers).toEqual([]);
        }
        expect(context.renewKey).toBe(false);
      } else if (error instanceof Error) {
        expect(snapshot.matches('editing')).toBe(true);
        expect(context.failure).toEqual({ reason: 'unavailable' });
      } else if (error === rejected) {
        expect(context.fieldIssues).toEqual({ number: { violation: 'invalid' } });
        expect(context.failure).toBeNull();
      } else if (error === keyRefused) {
        expect(context.fieldIssues).toEqual({});
        expect(context.failure).toEqual({ reason: 'unavailable' });
      } else {
        // Classification (docs/product.md#errors) is the paymentError machine's job.
        const { code, message } = error as Extract<PaymentFailure, { reason: 'declined' }>;
        expect(step.invocations.at(-1)).toEqual({ src: 'paymentError', id: 'paymentError', input: { code, message } });
      }
    }
    if (step.firedTimer) {
      // The retry: the very request, with the very key (the card was never kept in the context).
      expect(REFUSAL_RULES.inProgress.retried).toBe(true);
      expect(step.firedTimer.delay).toBe(BUSY_RETRY.delayMs);
      expect(step.invocations.at(-1)).toEqual({ src: 'payCard', id: 'payCard', input: { replay: true } });
      expect(snapshot.hasTag('busy')).toBe(true);
    }
    if (event.type === 'xstate.error.actor.awaitPayment') {
      expect(snapshot.matches('stillPending')).toBe(true);
      expect(step.effects).toEqual([]);
    }
    if (event.type === 'xstate.done.actor.paymentError') {
      const outcome = payload<PaymentErrorOutcome>(event, 'output');
      if (outcome.kind === 'recoverable') {
        // A field error on the named field; the member corrects it and pays again.
        expect(snapshot.matches('editing')).toBe(true);
        expect(context.fieldIssues).toEqual({ month: { violation: 'invalid' } });
        expect(context.failure).toEqual({ reason: 'recoverable', code: '1100004PI3' });
      } else {
        expect(snapshot.matches('failed')).toBe(true);
        expect(snapshot.hasTag('error')).toBe(true);
        expect(context.failure).toEqual({ reason: 'unrecoverable', code: 'R200' });
        expect(step.effects.at(-1)).toEqual({ type: 'goToFailure', params: { code: 'R200' } });
      }
    }
    if (event.type === 'xstate.error.actor.paymentError') expect(context.failure).toEqual({ reason: 'unavailable' });
    // Navigation happens once, at the end.
    expect(step.effects.length).toBe((['succeeded', 'failed', 'alreadyPaid'] as const).some((state) => snapshot.matches(state)) ? 1 : 0);
  },
);
