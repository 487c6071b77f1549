import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  passwordResetMachine,
  type PasswordResetEvent,
  type PasswordResetInput,
  type ResetFailure,
} from '../../machines/auth/password-reset.machine.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const TOKEN = 'Zx8c1L0n2b-Q7w3e5r7t9y';
const NEW_PASSWORD = 'Nouveau-Mot-2026';
const SERVER_TEXT = 'Le mot de passe doit contenir entre 8 et 50 caractères';

const scenarios: Array<{ name: string; input: PasswordResetInput }> = [
  { name: 'request page', input: { mode: 'request' } },
  { name: 'link with a token', input: { mode: 'update', token: TOKEN } },
  { name: 'link without token', input: { mode: 'update', token: null } },
];

const checkFailures: Array<ResetFailure | Error> = [
  { reason: 'tokenRejected', problem: 'expired' },
  { reason: 'tokenRejected', problem: 'used' },
  new Error('offline'),
];
const updateFailures: Array<ResetFailure | Error> = [
  { reason: 'tokenRejected', problem: 'used' },
  { reason: 'invalid', issues: { password: { text: SERVER_TEXT } } },
  new Error('offline'),
];

type Step = StepContext<typeof passwordResetMachine>;
type Of<T extends PasswordResetEvent['type']> = Extract<PasswordResetEvent, { type: T }>;

function is<T extends PasswordResetEvent['type']>(event: EventObject, type: T): event is Of<T> {
  return event.type === type;
}

function errorOf(event: EventObject): unknown {
  return (event as { error?: unknown }).error;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return 'network';
  const failure = error as ResetFailure;
  return failure.reason === 'tokenRejected' ? failure.problem : failure.reason;
}

/**
 * The two reset pages as docs/product.md#routes, #validation and #errors say them, the test's own
 * table carried along every path without the actor: which screen shows, the field messages, why a
 * link no longer works, the calls made and the success (on to /login with a message, once).
 */
type Screen =
  'ask' | 'asking' | 'asked' | 'askFailed' | 'checking' | 'checkFailed' | 'newPassword' | 'saving' | 'saveFailed' | 'linkRefused' | 'done';
interface Outcome {
  screen: Screen;
  issues: Record<string, unknown>;
  tokenProblem: string | null;
  calls: Step['invocations'];
  effects: Step['effects'];
}

const call = (src: string, input: unknown) => ({ src, id: src, input });

function initialOutcome(input: PasswordResetInput | undefined): Outcome {
  const base = { issues: {}, tokenProblem: null, effects: [] };
  if (input?.mode !== 'update') return { ...base, screen: 'ask', calls: [] };
  // The link is checked first, with its token, before any form shows; without one, it is refused.
  if (input.token) return { ...base, screen: 'checking', calls: [call('checkResetToken', { token: input.token })] };
  return { ...base, screen: 'linkRefused', tokenProblem: 'missing', calls: [] };
}

function emailIssues(email: string): Record<string, unknown> {
  if (email.trim() === '') return { email: { rule: 'required' } };
  return email === 'vip@galant.test' ? {} : { email: { rule: 'emailFormat' } };
}

/** 8 to 50 characters; the confirmation is compared once the password itself passes. */
function passwordIssues(update: Of<'passwordReset.update'>): Record<string, unknown> {
  if (update.password === 'court') return { password: { rule: 'passwordLength' } };
  return update.confirmation === update.password ? {} : { confirmation: { rule: 'passwordMismatch' } };
}

function linkFailure(before: Outcome, error: unknown, otherwise: Screen): Outcome {
  if (error instanceof Error) return { ...before, screen: otherwise };
  const failure = error as ResetFailure;
  // A used or expired link says which, and offers a new request.
  if (failure.reason === 'tokenRejected') return { ...before, screen: 'linkRefused', tokenProblem: failure.problem };
  return { ...before, screen: 'newPassword', issues: failure.reason === 'invalid' ? failure.issues : {} };
}

function nextOutcome(before: Outcome, event: EventObject, input: PasswordResetInput | undefined): Outcome {
  const token = input?.mode === 'update' ? input.token : null;
  if (is(event, 'passwordReset.edit')) {
    const { [event.field]: _cleared, ...issues } = before.issues;
    return { ...before, issues };
  }
  if (is(event, 'passwordReset.request') && (before.screen === 'ask' || before.screen === 'askFailed')) {
    const issues = emailIssues(event.email);
    if (Object.keys(issues).length > 0) return { ...before, screen: 'ask', issues };
    return { ...before, screen: 'asking', issues: {}, calls: [...before.calls, call('requestReset', { email: event.email.trim() })] };
  }
  if (is(event, 'passwordReset.update') && (before.screen === 'newPassword' || before.screen === 'saveFailed')) {
    const issues = passwordIssues(event);
    if (Object.keys(issues).length > 0) return { ...before, screen: 'newPassword', issues };
    return {
      ...before,
      screen: 'saving',
      issues: {},
      calls: [...before.calls, call('updatePassword', { token, password: event.password })],
    };
  }
  switch (event.type) {
    case 'xstate.done.actor.requestReset':
      return { ...before, screen: 'asked' }; // the same answer whether or not the account exists
    case 'xstate.error.actor.requestReset':
      return { ...before, screen: 'askFailed' };
    case 'passwordReset.restart':
      return before.screen === 'asked' ? { ...before, screen: 'ask' } : before;
    case 'xstate.done.actor.checkResetToken':
      return { ...before, screen: 'newPassword' };
    case 'xstate.error.actor.checkResetToken':
      return linkFailure(before, errorOf(event), 'checkFailed');
    case 'passwordReset.retry':
      return before.screen === 'checkFailed'
        ? { ...before, screen: 'checking', calls: [...before.calls, call('checkResetToken', { token })] }
        : before;
    case 'xstate.done.actor.updatePassword':
      return { ...before, screen: 'done', effects: [...before.effects, { type: 'passwordUpdated', params: undefined }] };
    case 'xstate.error.actor.updatePassword':
      return linkFailure(before, errorOf(event), 'saveFailed');
    default:
      return before;
  }
}

function observe({ snapshot, invocations, effects }: Step): Outcome {
  const screens: Array<[Parameters<typeof snapshot.matches>[0], Screen]> = [
    [{ request: 'editing' }, 'ask'],
    [{ request: 'sending' }, 'asking'],
    [{ request: 'sent' }, 'asked'],
    [{ request: 'failed' }, 'askFailed'],
    [{ update: 'checking' }, 'checking'],
    [{ update: 'checkFailed' }, 'checkFailed'],
    [{ update: 'editing' }, 'newPassword'],
    [{ update: 'saving' }, 'saving'],
    [{ update: 'failed' }, 'saveFailed'],
    [{ update: 'tokenRejected' }, 'linkRefused'],
    [{ update: 'done' }, 'done'],
  ];
  const screen = screens.find(([value]) => snapshot.matches(value))?.[1];
  if (screen === undefined) throw new Error(`unknown screen ${JSON.stringify(snapshot.value)}`);
  const { context } = snapshot;
  return { screen, issues: context.fieldIssues, tokenProblem: context.tokenProblem, calls: [...invocations], effects: [...effects] };
}

describeModel(
  'password reset',
  {
    machine: passwordResetMachine,
    expected: {
      initial: (scenario) => initialOutcome(scenario.input),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input),
      observe,
    },
    scenarios,
    events: {
      'passwordReset.request': ['vip@galant.test', 'pas-une-adresse', ''].map((email) => ({
        type: 'passwordReset.request' as const,
        email,
      })),
      'passwordReset.update': [
        { password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
        { password: 'court', confirmation: 'court' },
        { password: NEW_PASSWORD, confirmation: 'Autre-Mot-2026' },
      ].map((values) => ({ type: 'passwordReset.update' as const, ...values })),
      'passwordReset.edit': (['email', 'password', 'confirmation'] as const).map((field) => ({
        type: 'passwordReset.edit' as const,
        field,
      })),
      'xstate.done.actor.requestReset': [doneActorEvent('requestReset', undefined)],
      'xstate.error.actor.requestReset': [errorActorEvent('requestReset', new Error('offline'))],
      'xstate.done.actor.checkResetToken': [doneActorEvent('checkResetToken', undefined)],
      'xstate.error.actor.checkResetToken': checkFailures.map((error) => errorActorEvent('checkResetToken', error)),
      'xstate.done.actor.updatePassword': [doneActorEvent('updatePassword', undefined)],
      'xstate.error.actor.updatePassword': updateFailures.map((error) => errorActorEvent('updatePassword', error)),
    },
    describeEvent: (event) => {
      if (is(event, 'passwordReset.request')) return `request "${event.email}"`;
      if (is(event, 'passwordReset.update'))
        return `update (${event.password === 'court' ? 'short' : event.confirmation === event.password ? 'good' : 'mismatch'})`;
      if (is(event, 'passwordReset.edit')) return `edit ${event.field}`;
      if (event.type.startsWith('xstate.error.actor.')) return `${describeEventType(event.type)} (${describeError(errorOf(event))})`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const input = step.scenario.input;

    // The new password is never kept.
    expect(JSON.stringify(context)).not.toContain(NEW_PASSWORD);
    const busyStates = [{ request: 'sending' }, { update: 'checking' }, { update: 'saving' }, { update: 'done' }] as const;
    expect(snapshot.hasTag('busy')).toBe(busyStates.some((state) => snapshot.matches(state)));
    if (!previous) {
      if (input?.mode === 'request') expect(snapshot.matches({ request: 'editing' })).toBe(true);
      else if (input?.token) {
        // The link is checked first, with its token, before any form shows.
        expect(snapshot.hasTag('checking')).toBe(true);
        expect(step.invocations).toEqual([{ src: 'checkResetToken', id: 'checkResetToken', input: { token: TOKEN } }]);
      } else {
        expect(snapshot.hasTag('tokenRejected')).toBe(true);
        expect(context.tokenProblem).toBe('missing');
      }
      return;
    }

    if (is(event, 'passwordReset.request')) {
      if (event.email === 'vip@galant.test') {
        expect(snapshot.matches({ request: 'sending' })).toBe(true);
        expect(step.invocations.at(-1)?.input).toEqual({ email: 'vip@galant.test' });
      } else {
        expect(snapshot.matches({ request: 'editing' })).toBe(true);
        expect(context.fieldIssues).toEqual({ email: { rule: event.email === '' ? 'required' : 'emailFormat' } });
      }
    }
    if (event.type === 'xstate.done.actor.requestReset') {
      // Same answer whether or not the account exists.
      expect(snapshot.hasTag('sent')).toBe(true);
    }
    if (event.type === 'xstate.error.actor.requestReset') expect(snapshot.hasTag('error')).toBe(true);
    if (event.type === 'passwordReset.restart') expect(snapshot.matches({ request: 'editing' })).toBe(true);

    if (event.type === 'xstate.done.actor.checkResetToken') expect(snapshot.matches({ update: 'editing' })).toBe(true);
    if (event.type === 'xstate.error.actor.checkResetToken' || event.type === 'xstate.error.actor.updatePassword') {
      const error = errorOf(event);
      if (error instanceof Error) {
        expect(snapshot.hasTag(event.type.endsWith('checkResetToken') ? 'checkFailed' : 'error')).toBe(true);
      } else if ((error as ResetFailure).reason === 'tokenRejected') {
        // A used or expired link says which, and offers a new request.
        expect(snapshot.hasTag('tokenRejected')).toBe(true);
        expect(context.tokenProblem).toBe((error as Extract<ResetFailure, { reason: 'tokenRejected' }>).problem);
      } else {
        // The server's rule message shows next to the password.
        expect(snapshot.matches({ update: 'editing' })).toBe(true);
        expect(context.fieldIssues).toEqual({ password: { text: SERVER_TEXT } });
      }
    }
    if (event.type === 'passwordReset.retry') {
      expect(snapshot.hasTag('checking')).toBe(true);
      expect(step.invocations.at(-1)?.src).toBe('checkResetToken');
    }
    if (is(event, 'passwordReset.update')) {
      if (event.password === 'court') {
        expect(context.fieldIssues).toEqual({ password: { rule: 'passwordLength' } });
      } else if (event.confirmation !== event.password) {
        expect(context.fieldIssues).toEqual({ confirmation: { rule: 'passwordMismatch' } });
      } else {
        expect(snapshot.matches({ update: 'saving' })).toBe(true);
        expect(step.invocations.at(-1)).toEqual({
          src: 'updatePassword',
          id: 'updatePassword',
          input: { token: TOKEN, password: NEW_PASSWORD },
        });
      }
    }
    if (is(event, 'passwordReset.edit')) expect(context.fieldIssues[event.field]).toBeUndefined();

    // Success: on to /login with a success message, once.
    const updated = step.effects.filter((effect) => effect.type === 'passwordUpdated');
    expect(updated).toHaveLength(event.type === 'xstate.done.actor.updatePassword' ? 1 : 0);
    if (updated.length === 1) expect(snapshot.matches({ update: 'done' })).toBe(true);
  },
);
