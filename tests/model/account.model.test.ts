import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { accountMachine, type AccountEvent, type AccountFailure, type AccountInput } from '../../machines/auth/account.machine.ts';
import type { User } from '../../src/domain/user.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

const OLD = 'Galant-VIP-2026';
const NEW = 'Nouveau-Mot-2026';
const SERVER_TEXT = 'Le nom ne peut contenir que des lettres, espaces, apostrophes, points et tirets';

function userNamed(name: string | null): User {
  return {
    uid: 'u-vip',
    email: 'vip@galant.test',
    coachingUid: null,
    metadata: {
      data: { profile: { name }, favorites: ['article-1'] },
      date: '2026-01-01T10:00:00.000Z',
      modified: '2026-01-10T10:00:00.000Z',
    },
  };
}
const loaded = userNamed('Julien');
const renamed = userNamed('Jules');

const scenarios: Array<{ name: string; input: AccountInput }> = [
  { name: 'read by the page loader', input: { uid: 'u-vip', user: loaded } },
  { name: 'loader failed', input: { uid: 'u-vip', user: null } },
  { name: 'no signed-in user', input: { uid: null, user: null } },
];

type Step = StepContext<typeof accountMachine>;
type Of<T extends AccountEvent['type']> = Extract<AccountEvent, { type: T }>;

function is<T extends AccountEvent['type']>(event: EventObject, type: T): event is Of<T> {
  return event.type === type;
}

function errorOf(event: EventObject): unknown {
  return (event as { error?: unknown }).error;
}

const nameFailures: Array<AccountFailure | Error> = [{ reason: 'invalid', issues: { name: { text: SERVER_TEXT } } }, new Error('offline')];
const passwordFailures: Array<AccountFailure | Error> = [
  { reason: 'invalid', issues: { old: { rule: 'oldPasswordWrong' } } },
  new Error('offline'),
];

/**
 * /account as the product rules write it (docs/product.md#routes, #validation, #errors), the test's
 * own table carried along every path without the actor: the page shows the profile once it is
 * known; the name and password forms work independently, each refusing by the field rules before
 * sending, showing the server's field message or a failure, and announcing a success.
 */
type Form = 'idle' | 'saving' | 'failed';
interface Outcome {
  page: 'loading' | 'loadFailed' | 'ready';
  user: User | null;
  name: Form;
  nameIssues: Record<string, unknown>;
  password: Form;
  passwordIssues: Record<string, unknown>;
  passwordChanged: boolean;
  effects: Step['effects'];
}

function initialOutcome(input: AccountInput | undefined): Outcome {
  const page = input?.user ? 'ready' : input?.uid ? 'loading' : 'loadFailed';
  return {
    page,
    user: input?.user ?? null,
    name: 'idle',
    nameIssues: {},
    password: 'idle',
    passwordIssues: {},
    passwordChanged: false,
    effects: [],
  };
}

/** docs/product.md#validation: a display name is 1 to 24 letters…; empty clears it. */
function nameIssuesFor(name: string): Record<string, unknown> {
  return name === 'J3an!' ? { name: { rule: 'nameFormat' } } : {};
}

/** The current password is required; the new one 8 to 50; the confirmation compared after. */
function passwordIssuesFor(change: Of<'account.changePassword'>): Record<string, unknown> {
  return change.old === '' ? { old: { rule: 'required' }, new: { rule: 'passwordLength' } } : {};
}

function nextOutcome(before: Outcome, event: EventObject, input: AccountInput | undefined): Outcome {
  const error = errorOf(event);
  const ready = before.page === 'ready';
  if (event.type === 'account.signOut') return { ...before, effects: [...before.effects, { type: 'signOut', params: undefined }] };
  if (is(event, 'account.edit')) {
    const { [event.field]: _cleared, ...nameIssues } = before.nameIssues;
    return { ...before, nameIssues };
  }
  switch (event.type) {
    case 'xstate.done.actor.loadUser':
      return { ...before, page: 'ready', user: (event as EventObject & { output: User }).output };
    case 'xstate.error.actor.loadUser':
      return { ...before, page: 'loadFailed' };
    case 'account.retry':
      // Nobody to load without a signed-in user.
      return before.page === 'loadFailed' && input?.uid ? { ...before, page: 'loading' } : before;
    case 'account.saveName': {
      if (!ready || before.name === 'saving' || !is(event, 'account.saveName')) return before;
      const nameIssues = nameIssuesFor(event.name);
      // A new attempt replaces the failure message, by the field's own or by sending.
      return Object.keys(nameIssues).length > 0 ? { ...before, name: 'idle', nameIssues } : { ...before, name: 'saving', nameIssues: {} };
    }
    case 'xstate.done.actor.saveDisplayName': {
      const user = (event as EventObject & { output: User }).output;
      return {
        ...before,
        name: 'idle',
        user,
        effects: [
          ...before.effects,
          { type: 'metadataUpdated', params: { metadata: user.metadata.data } },
          { type: 'notifyNameSaved', params: undefined },
        ],
      };
    }
    case 'xstate.error.actor.saveDisplayName':
      return error instanceof Error
        ? { ...before, name: 'failed' }
        : { ...before, name: 'idle', nameIssues: { name: { text: SERVER_TEXT } } };
    case 'account.changePassword': {
      if (!ready || before.password === 'saving' || !is(event, 'account.changePassword')) return before;
      const passwordIssues = passwordIssuesFor(event);
      return Object.keys(passwordIssues).length > 0
        ? { ...before, password: 'idle', passwordIssues, passwordChanged: false }
        : { ...before, password: 'saving', passwordIssues: {}, passwordChanged: false };
    }
    case 'xstate.done.actor.changePassword': {
      // The fresh token replaces the revoked ones; the form empties; a message confirms.
      const { token } = (event as EventObject & { output: { token: string } }).output;
      return {
        ...before,
        password: 'idle',
        passwordChanged: true,
        effects: [...before.effects, { type: 'sessionRenewed', params: { token } }, { type: 'notifyPasswordChanged', params: undefined }],
      };
    }
    case 'xstate.error.actor.changePassword':
      return error instanceof Error
        ? { ...before, password: 'failed' }
        : { ...before, password: 'idle', passwordIssues: { old: { rule: 'oldPasswordWrong' } } };
    default:
      return before;
  }
}

function observe(step: Step): Outcome {
  const { snapshot } = step;
  const { context } = snapshot;
  const form = (saving: 'savingName' | 'savingPassword', failed: 'nameFailed' | 'passwordFailed'): Form =>
    snapshot.hasTag(saving) ? 'saving' : snapshot.hasTag(failed) ? 'failed' : 'idle';
  return {
    page: snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('loadFailed') ? 'loadFailed' : 'ready',
    user: context.user,
    name: form('savingName', 'nameFailed'),
    nameIssues: context.nameIssues,
    password: form('savingPassword', 'passwordFailed'),
    passwordIssues: context.passwordIssues,
    passwordChanged: context.passwordChanged,
    effects: [...step.effects],
  };
}

describeModel(
  'account',
  {
    machine: accountMachine,
    expected: {
      initial: (scenario) => initialOutcome(scenario.input),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input),
      observe,
    },
    scenarios,
    events: {
      'account.saveName': ['', 'J3an!'].map((name) => ({ type: 'account.saveName' as const, name })),
      'account.changePassword': [
        { old: OLD, new: NEW, confirmation: NEW },
        { old: '', new: 'court', confirmation: 'Autre-Mot-2026' },
      ].map((change) => ({ type: 'account.changePassword' as const, ...change })),
      'account.edit': (['name'] as const).map((field) => ({ type: 'account.edit' as const, field })),
      'xstate.done.actor.loadUser': [doneActorEvent('loadUser', loaded)],
      'xstate.error.actor.loadUser': [errorActorEvent('loadUser', new Error('offline'))],
      'xstate.done.actor.saveDisplayName': [doneActorEvent('saveDisplayName', renamed)],
      'xstate.error.actor.saveDisplayName': nameFailures.map((error) => errorActorEvent('saveDisplayName', error)),
      'xstate.done.actor.changePassword': [doneActorEvent('changePassword', { token: 'jeton-frais' })],
      'xstate.error.actor.changePassword': passwordFailures.map((error) => errorActorEvent('changePassword', error)),
    },
    describeEvent: (event) => {
      if (is(event, 'account.saveName')) return `save name "${event.name}"`;
      if (is(event, 'account.changePassword')) return `change password (${event.old === '' ? 'invalid' : 'good'})`;
      if (is(event, 'account.edit')) return `edit ${event.field}`;
      const error = errorOf(event);
      if (error !== undefined) return `${describeEventType(event.type)} (${error instanceof Error ? 'network' : 'rejected'})`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;
    const input = step.scenario.input;

    // Passwords are never kept.
    expect(JSON.stringify(context)).not.toContain(OLD);
    expect(JSON.stringify(context)).not.toContain(NEW);
    // The forms show only once the profile is known.
    expect(snapshot.matches('ready')).toBe(context.user !== null);
    if (!previous) {
      if (input?.user) expect(snapshot.matches('ready')).toBe(true);
      else if (input?.uid) expect(step.invocations).toEqual([{ src: 'loadUser', id: 'loadUser', input: { uid: 'u-vip' } }]);
      else expect(snapshot.hasTag('loadFailed')).toBe(true);
      return;
    }
    const effects = step.effects.map((effect) => effect.type);

    if (event.type === 'xstate.error.actor.loadUser') expect(snapshot.hasTag('loadFailed')).toBe(true);
    // Retrying needs someone to load: without a signed-in user the page stays as it is.
    if (event.type === 'account.retry') expect(snapshot.hasTag(context.uid ? 'loading' : 'loadFailed')).toBe(true);

    if (is(event, 'account.saveName') && !previous.hasTag('savingName')) {
      if (event.name === 'J3an!') {
        expect(context.nameIssues).toEqual({ name: { rule: 'nameFormat' } });
      } else {
        // An empty name clears it (null); the favorites are kept as they were.
        expect(snapshot.hasTag('savingName')).toBe(true);
        expect(step.invocations.at(-1)).toEqual({
          src: 'saveDisplayName',
          id: 'saveDisplayName',
          input: { uid: 'u-vip', data: { profile: { name: event.name === '' ? null : event.name }, favorites: ['article-1'] } },
        });
      }
    }
    if (event.type === 'xstate.done.actor.saveDisplayName') {
      // The page, the auth actor and a success message all learn the new name.
      expect(context.user).toEqual(renamed);
      expect(step.effects.slice(-2)).toEqual([
        { type: 'metadataUpdated', params: { metadata: renamed.metadata.data } },
        { type: 'notifyNameSaved', params: undefined },
      ]);
    }
    if (event.type === 'xstate.error.actor.saveDisplayName') {
      if (errorOf(event) instanceof Error) expect(snapshot.hasTag('nameFailed')).toBe(true);
      else expect(context.nameIssues).toEqual({ name: { text: SERVER_TEXT } });
    }

    if (is(event, 'account.changePassword') && !previous.hasTag('savingPassword')) {
      if (event.old === '') {
        // The confirmation is compared once the new password itself is acceptable.
        expect(context.passwordIssues).toEqual({ old: { rule: 'required' }, new: { rule: 'passwordLength' } });
      } else {
        expect(snapshot.hasTag('savingPassword')).toBe(true);
        expect(step.invocations.at(-1)).toEqual({
          src: 'changePassword',
          id: 'changePassword',
          input: { uid: 'u-vip', old: OLD, new: NEW },
        });
      }
    }
    if (event.type === 'xstate.done.actor.changePassword') {
      // The fresh token replaces the revoked ones, the form empties, a message confirms.
      expect(step.effects.slice(-2)).toEqual([
        { type: 'sessionRenewed', params: { token: 'jeton-frais' } },
        { type: 'notifyPasswordChanged', params: undefined },
      ]);
      expect(context.passwordChanged).toBe(true);
    } else if (is(event, 'account.changePassword')) {
      expect(context.passwordChanged).toBe(false);
    }
    if (event.type === 'xstate.error.actor.changePassword') {
      if (errorOf(event) instanceof Error) expect(snapshot.hasTag('passwordFailed')).toBe(true);
      else expect(context.passwordIssues).toEqual({ old: { rule: 'oldPasswordWrong' } });
    }
    if (is(event, 'account.edit')) {
      const issues: Record<string, unknown> = event.field === 'name' ? context.nameIssues : context.passwordIssues;
      expect(issues[event.field]).toBeUndefined();
    }
    if (event.type === 'account.signOut') expect(effects.at(-1)).toBe('signOut');
  },
);
