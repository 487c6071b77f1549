import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { loginMachine, type LoginCredentials, type LoginEvent, type LoginFailure } from '../../machines/auth/login.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const PASSWORD = 'Galant-VIP-2026';
const good: LoginCredentials = { identifier: '  vip@galant.test ', password: PASSWORD };
const empty: LoginCredentials = { identifier: '', password: '' };
const malformed: LoginCredentials = { identifier: 'julien@', password: 'court' };

const failures: Array<LoginFailure | Error> = [
  { reason: 'unauthorized' },
  { reason: 'accountPending' },
  { reason: 'tooManyAttempts' },
  new Error('fetch failed'),
];

type Step = StepContext<typeof loginMachine>;

function isSubmit(event: EventObject): event is Extract<LoginEvent, { type: 'login.submit' }> {
  return event.type === 'login.submit';
}

function isEdit(event: EventObject): event is Extract<LoginEvent, { type: 'login.edit' }> {
  return event.type === 'login.edit';
}

function errorOf(event: EventObject): unknown {
  return 'error' in event ? event.error : undefined;
}

function label(credentials: LoginCredentials): string {
  if (credentials === good) return 'good';
  return credentials === empty ? 'empty' : 'malformed';
}

type Field = 'identifier' | 'password';

/** What the visitor sees on /login, and what the page did (signed in, redirected). */
interface Outcome {
  screen: 'form' | 'sending' | 'failed' | 'signed in';
  issues: Partial<Record<Field, string>>;
  failure: LoginFailure | null;
  effects: Step['effects'];
}

/** Rules (docs/product.md#validation) for the form: both required; e-mail format and password 8 to 50. */
function formIssues(credentials: LoginCredentials): Partial<Record<Field, string>> {
  if (credentials.identifier.trim() === '') return { identifier: 'required', password: 'required' };
  if (credentials.identifier === malformed.identifier) return { identifier: 'emailFormat', password: 'passwordLength' };
  return {};
}

/** Login (docs/product.md#states), docs/product.md#errors messages: the rules as a table over what is shown. */
function nextOutcome(before: Outcome, event: EventObject, requestedPath: string | null): Outcome {
  if (isSubmit(event) && before.screen !== 'sending' && before.screen !== 'signed in') {
    const issues = formIssues(event);
    if (Object.keys(issues).length > 0)
      return { ...before, screen: before.screen === 'failed' ? 'form' : before.screen, issues, failure: null };
    return { ...before, screen: 'sending', issues: {}, failure: null };
  }
  if (isEdit(event)) {
    const { [event.field]: _cleared, ...issues } = before.issues;
    return { ...before, issues };
  }
  if (event.type === 'xstate.done.actor.signIn') {
    const { token, finishPayment } = (event as EventObject & { output: { token: string; finishPayment?: boolean } }).output;
    // An account that never paid goes to the payment step, whatever was asked for (decision 0034).
    const next =
      finishPayment === true ? { type: 'goToFinishPayment', params: undefined } : { type: 'redirectAfterLogin', params: { requestedPath } };
    return { ...before, screen: 'signed in', effects: [...before.effects, { type: 'connect', params: { token } }, next] };
  }
  if (event.type === 'xstate.error.actor.signIn') {
    const error = errorOf(event);
    // Anything that is not a known refusal is a server error (docs/product.md#errors message).
    return { ...before, screen: 'failed', failure: error instanceof Error ? { reason: 'server' } : (error as LoginFailure) };
  }
  return before;
}

describeModel(
  'login',
  {
    machine: loginMachine,
    expected: {
      initial: (): Outcome => ({ screen: 'form', issues: {}, failure: null, effects: [] }),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input?.requestedPath ?? null),
      observe: ({ snapshot, effects }): Outcome => ({
        screen:
          snapshot.matches('succeeded') || snapshot.matches('finishingPayment')
            ? 'signed in'
            : snapshot.matches('submitting')
              ? 'sending'
              : snapshot.matches('failed')
                ? 'failed'
                : 'form',
        issues: Object.fromEntries(
          Object.entries(snapshot.context.fieldIssues).map(([field, issue]) => [
            field,
            issue && 'rule' in issue ? issue.rule : issue?.text,
          ]),
        ),
        failure: snapshot.context.failure,
        effects: [...effects],
      }),
    },
    scenarios: [
      { name: 'asked for /account', input: { requestedPath: '/account' } },
      { name: 'came to /login', input: { requestedPath: null } },
    ],
    events: {
      'login.submit': [good, empty, malformed].map((credentials) => ({ type: 'login.submit' as const, ...credentials })),
      'login.edit': [
        { type: 'login.edit', field: 'identifier' },
        { type: 'login.edit', field: 'password' },
      ],
      'xstate.done.actor.signIn': [
        doneActorEvent('signIn', { token: 'jeton-de-test' }),
        doneActorEvent('signIn', { token: 'jeton-sans-paiement', finishPayment: true }),
      ],
      'xstate.error.actor.signIn': failures.map((error) => errorActorEvent('signIn', error)),
    },
    describeEvent: (event) => {
      if (isSubmit(event)) return `submit (${label(event)})`;
      if (isEdit(event)) return `edit ${event.field}`;
      if (event.type === 'xstate.error.actor.signIn') {
        const error = errorOf(event);
        return `error: signIn (${error instanceof Error ? 'network' : (error as LoginFailure).reason})`;
      }
      if (event.type === 'xstate.done.actor.signIn') {
        const { finishPayment } = (event as EventObject & { output: { finishPayment?: boolean } }).output;
        return finishPayment === true ? 'done: signIn (never paid)' : 'done: signIn';
      }
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;

    // The password never stays in memory.
    expect(JSON.stringify(context)).not.toContain(PASSWORD);
    expect(snapshot.hasTag('busy')).toBe(
      snapshot.matches('submitting') || snapshot.matches('succeeded') || snapshot.matches('finishingPayment'),
    );
    expect(snapshot.hasTag('error')).toBe(context.failure !== null);
    // One call to the server per valid submit, none for a form the rules refuse (docs/product.md#validation).
    const validSubmits = step.history.filter((e) => isSubmit(e) && e.identifier === good.identifier).length;
    expect(step.invocations).toHaveLength(validSubmits);
    if (!previous) {
      expect(context).toEqual({ requestedPath: step.scenario.input?.requestedPath ?? null, fieldIssues: {}, failure: null });
      return;
    }

    if (isSubmit(event) && !previous.hasTag('busy')) {
      if (event.identifier === good.identifier) {
        // Sent as typed, the address trimmed; previous messages cleared.
        expect(snapshot.matches('submitting')).toBe(true);
        expect(step.invocations.at(-1)).toEqual({
          src: 'signIn',
          id: 'signIn',
          input: { identifier: 'vip@galant.test', password: PASSWORD },
        });
        expect(context.fieldIssues).toEqual({});
        expect(context.failure).toBeNull();
      } else {
        // Messages (docs/product.md#validation) next to each field; nothing is sent.
        expect(snapshot.matches('editing')).toBe(true);
        expect(context.fieldIssues).toEqual(
          event.identifier === ''
            ? { identifier: { rule: 'required' }, password: { rule: 'required' } }
            : { identifier: { rule: 'emailFormat' }, password: { rule: 'passwordLength' } },
        );
      }
    }
    if (isEdit(event)) {
      // Correcting a field clears its message only.
      const { field } = event;
      expect(context.fieldIssues[field]).toBeUndefined();
      const other = field === 'identifier' ? 'password' : 'identifier';
      expect(context.fieldIssues[other]).toEqual(previous.context.fieldIssues[other]);
    }
    if (event.type === 'xstate.done.actor.signIn') {
      const { token, finishPayment } = (event as EventObject & { output: { token: string; finishPayment?: boolean } }).output;
      expect(snapshot.status).toBe('done');
      if (finishPayment === true) {
        // Never paid (decision 0034): signed in, then only the payment step, never the page asked for.
        expect(step.effects).toEqual([{ type: 'connect', params: { token } }, { type: 'goToFinishPayment' }]);
      } else {
        // Signed in, then on to the page that was asked for (the guard decides if it is allowed).
        expect(step.effects).toEqual([
          { type: 'connect', params: { token } },
          { type: 'redirectAfterLogin', params: { requestedPath: step.scenario.input?.requestedPath ?? null } },
        ]);
      }
    } else {
      expect(step.effects).toEqual([]);
    }
    if (event.type === 'xstate.error.actor.signIn') {
      const error = errorOf(event);
      // docs/product.md#errors: the kind of failure decides the message; anything unexpected is a server error.
      expect(context.failure).toEqual(error instanceof Error ? { reason: 'server' } : error);
      expect(snapshot.matches('failed')).toBe(true);
    }
  },
);
