import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  coachingProfileMachine,
  nicknameOf,
  type CoachingProfileEvent,
  type CoachingProfileInput,
  type NicknameRejection,
} from '../../machines/coaching/coaching-profile.machine.ts';
import type { User, UserMetadataData } from '../../src/domain/user.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';

const SERVER_TEXT = 'Le nom ne peut contenir que des lettres, espaces, apostrophes, points et tirets';

function metadataNamed(name: string | null): UserMetadataData {
  return { profile: { name }, favorites: ['article-1'] };
}
function userNamed(name: string | null): User {
  return {
    uid: 'u-vip',
    email: 'vip@galant.test',
    coachingUid: null,
    metadata: { data: metadataNamed(name), date: '2026-01-01T10:00:00.000Z', modified: '2026-01-10T10:00:00.000Z' },
  };
}

const scenarios: Array<{ name: string; input: CoachingProfileInput }> = [
  { name: 'tab knows a named member', input: { uid: 'u-vip', metadata: metadataNamed('Julien') } },
  { name: 'tab knows a member without a name', input: { uid: 'u-vip', metadata: metadataNamed(null) } },
  { name: 'metadata to read', input: { uid: 'u-vip', metadata: null } },
  { name: 'no signed-in member', input: { uid: null, metadata: null } },
  { name: 'put off earlier in this tab, metadata known', input: { uid: 'u-vip', metadata: metadataNamed(null), postponed: true } },
  { name: 'put off earlier in this tab, metadata to read', input: { uid: 'u-vip', metadata: null, postponed: true } },
];

const rejection: NicknameRejection = { reason: 'invalid', issue: { text: SERVER_TEXT } };

type Step = StepContext<typeof coachingProfileMachine>;
type Submit = Extract<CoachingProfileEvent, { type: 'coachingProfile.submit' }>;

function errorOf(event: EventObject): unknown {
  return (event as { error?: unknown }).error;
}

/**
 * The coaching name dialog as docs/product.md#routes and #validation say it (the dialog asks a VIP
 * member without a name for one before the first discussion; name 1 to 24 letters…), the test's
 * own table carried along every path without the actor: what shows, the name the coaches see, the
 * field's message, what the app is told and what reached the server.
 */
type View = 'loading' | 'loadFailed' | 'dialog' | 'saving' | 'saveFailed' | 'named' | 'unnamed';
interface Outcome {
  view: View;
  metadata: UserMetadataData | null;
  issue: unknown;
  effects: Step['effects'];
  calls: Step['invocations'];
}

const nameIn = (metadata: UserMetadataData | null) => metadata?.profile.name?.trim() || null;

/** A name already: no dialog; put off earlier in this tab: not asked again; otherwise asked. */
function decide(metadata: UserMetadataData | null, postponed: boolean): View {
  if (nameIn(metadata) !== null) return 'named';
  return postponed ? 'unnamed' : 'dialog';
}

function initialOutcome(input: CoachingProfileInput | undefined): Outcome {
  const base = { metadata: input?.metadata ?? null, issue: null, effects: [] };
  if (input?.metadata) return { ...base, view: decide(input.metadata, input.postponed === true), calls: [] };
  if (input?.uid) return { ...base, view: 'loading', calls: [{ src: 'loadProfile', id: 'loadProfile', input: { uid: input.uid } }] };
  return { ...base, view: 'loadFailed', calls: [] };
}

function nextOutcome(before: Outcome, event: EventObject, input: CoachingProfileInput | undefined): Outcome {
  const open = before.view === 'dialog' || before.view === 'saveFailed';
  if (isDoneActorEvent<User>(event, 'loadProfile')) {
    const metadata = event.output.metadata.data;
    // The tab keeps what was read: the next coaching page does not read it again.
    return {
      ...before,
      view: decide(metadata, input?.postponed === true),
      metadata,
      effects: [...before.effects, { type: 'metadataUpdated', params: { metadata } }],
    };
  }
  if (event.type === 'xstate.error.actor.loadProfile') return { ...before, view: 'loadFailed' }; // no dialog: the pages still work
  if (event.type === 'coachingProfile.retry') {
    return before.view === 'loadFailed' && input?.uid
      ? { ...before, view: 'loading', calls: [...before.calls, { src: 'loadProfile', id: 'loadProfile', input: { uid: input.uid } }] }
      : before;
  }
  if (event.type === 'coachingProfile.submit' && open) {
    const typed = (event as Submit).name;
    if (typed.trim() === '') return { ...before, view: 'dialog', issue: { rule: 'required' } };
    if (typed === 'J3an!') return { ...before, view: 'dialog', issue: { rule: 'nameFormat' } };
    // Trimmed, the other metadata kept: the API takes the whole object.
    const data = { profile: { name: typed.trim() }, favorites: before.metadata?.favorites ?? [] };
    return {
      ...before,
      view: 'saving',
      issue: null,
      calls: [...before.calls, { src: 'saveNickname', id: 'saveNickname', input: { uid: input?.uid ?? '', data } }],
    };
  }
  if (isDoneActorEvent<User>(event, 'saveNickname')) {
    const metadata = event.output.metadata.data;
    return {
      ...before,
      view: 'named',
      metadata,
      effects: [...before.effects, { type: 'metadataUpdated', params: { metadata } }, { type: 'notifyNameSaved', params: undefined }],
    };
  }
  if (event.type === 'xstate.error.actor.saveNickname') {
    // The server's words next to the field; no answer: the dialog says so.
    return errorOf(event) instanceof Error
      ? { ...before, view: 'saveFailed' }
      : { ...before, view: 'dialog', issue: { text: SERVER_TEXT } };
  }
  if (event.type === 'coachingProfile.edit' && open) return { ...before, view: 'dialog', issue: null };
  if (event.type === 'coachingProfile.dismiss' && open) {
    // "Plus tard": back to the name the member had; without one, the app remembers it for the tab.
    if (nameIn(before.metadata) !== null) return { ...before, view: 'named', issue: null };
    return { ...before, view: 'unnamed', issue: null, effects: [...before.effects, { type: 'nicknamePostponed', params: undefined }] };
  }
  if (event.type === 'coachingProfile.open' && (before.view === 'named' || before.view === 'unnamed')) return { ...before, view: 'dialog' };
  return before;
}

function observe({ snapshot, effects, invocations }: Step): Outcome {
  const tags: Array<[Parameters<typeof snapshot.hasTag>[0], View]> = [
    ['saving', 'saving'],
    ['saveFailed', 'saveFailed'],
    ['dialogOpen', 'dialog'],
    ['loading', 'loading'],
    ['loadFailed', 'loadFailed'],
    ['named', 'named'],
    ['unnamed', 'unnamed'],
  ];
  const view = tags.find(([tag]) => snapshot.hasTag(tag))?.[1];
  if (view === undefined) throw new Error(`no view tag in ${JSON.stringify(snapshot.value)}`);
  return { view, metadata: snapshot.context.metadata, issue: snapshot.context.nameIssue, effects: [...effects], calls: [...invocations] };
}

describeModel(
  'coaching profile (nickname dialog)',
  {
    machine: coachingProfileMachine,
    expected: {
      initial: (scenario) => initialOutcome(scenario.input),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input),
      observe,
    },
    scenarios,
    events: {
      'coachingProfile.submit': [' Jules ', '', 'J3an!'].map((name) => ({ type: 'coachingProfile.submit' as const, name })),
      'xstate.done.actor.loadProfile': [doneActorEvent('loadProfile', userNamed(null)), doneActorEvent('loadProfile', userNamed('Julien'))],
      'xstate.error.actor.loadProfile': [errorActorEvent('loadProfile', new Error('offline'))],
      'xstate.done.actor.saveNickname': [doneActorEvent('saveNickname', userNamed('Jules'))],
      'xstate.error.actor.saveNickname': [
        errorActorEvent('saveNickname', rejection),
        errorActorEvent('saveNickname', new Error('offline')),
      ],
    },
    describeEvent: (event) => {
      if (event.type === 'coachingProfile.submit') return `submit "${(event as Submit).name}"`;
      if (isDoneActorEvent<User>(event, 'loadProfile'))
        return `done: loadProfile (${event.output.metadata.data.profile.name ?? 'no name'})`;
      const error = errorOf(event);
      if (error !== undefined) return `${describeEventType(event.type)} (${error instanceof Error ? 'network' : 'rejected'})`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event, effects, invocations, scenario } = step;
    const { context } = snapshot;
    const name = nicknameOf(context);

    // The dialog shows exactly in asking, saving and saveFailed; "named" means a name is known.
    expect(snapshot.hasTag('dialogOpen')).toBe(snapshot.matches('asking') || snapshot.matches('saving') || snapshot.matches('saveFailed'));
    if (snapshot.hasTag('named')) expect(name).not.toBeNull();
    if (snapshot.hasTag('unnamed')) expect(name).toBeNull();

    if (!previous) {
      const { input } = scenario;
      if (input?.metadata) {
        // docs/product.md#routes: the dialog opens before the first discussion, i.e. while the member has no name —
        // unless they put it off earlier in this tab ("Plus tard" is not asked again on every page).
        expect(snapshot.hasTag('dialogOpen')).toBe(input.metadata.profile.name === null && !input.postponed);
        expect(snapshot.hasTag('unnamed')).toBe(input.metadata.profile.name === null && input.postponed === true);
        expect(snapshot.hasTag('named')).toBe(input.metadata.profile.name !== null);
      } else if (input?.uid) {
        expect(snapshot.hasTag('loading')).toBe(true);
        expect(invocations.at(-1)).toEqual({ src: 'loadProfile', id: 'loadProfile', input: { uid: input.uid } });
      } else {
        expect(snapshot.hasTag('loadFailed')).toBe(true);
      }
      return;
    }

    if (isDoneActorEvent<User>(event, 'loadProfile')) {
      const loaded = event.output.metadata.data.profile.name;
      const postponed = scenario.input?.postponed === true;
      expect(snapshot.hasTag('dialogOpen')).toBe(loaded === null && !postponed);
      expect(snapshot.hasTag('unnamed')).toBe(loaded === null && postponed);
      expect(snapshot.hasTag('named')).toBe(loaded !== null);
      // The auth actor learns the metadata read: the next coaching page does not read it again.
      expect(effects.at(-1)).toEqual({ type: 'metadataUpdated', params: { metadata: event.output.metadata.data } });
    }
    if (event.type === 'xstate.error.actor.loadProfile') {
      // No dialog when the profile cannot be read: the pages still work.
      expect(snapshot.hasTag('loadFailed')).toBe(true);
      expect(snapshot.hasTag('dialogOpen')).toBe(false);
    }
    if (event.type === 'coachingProfile.retry' && previous.hasTag('loadFailed')) {
      expect(snapshot.hasTag('loading')).toBe(scenario.input?.uid !== null);
    }

    if (event.type === 'coachingProfile.submit' && previous.hasTag('dialogOpen') && !previous.hasTag('saving')) {
      const typed = (event as Submit).name;
      if (typed === '') {
        expect(context.nameIssue).toEqual({ rule: 'required' });
        expect(snapshot.matches('asking')).toBe(true);
      } else if (typed === 'J3an!') {
        // docs/product.md#validation: letters (accents included), space, apostrophe, period, hyphen.
        expect(context.nameIssue).toEqual({ rule: 'nameFormat' });
        expect(snapshot.matches('asking')).toBe(true);
      } else {
        expect(snapshot.hasTag('saving')).toBe(true);
        expect(context.nameIssue).toBeNull();
        // Trimmed; the other metadata (favorites) is kept: the API takes the whole object.
        expect(invocations.at(-1)).toEqual({
          src: 'saveNickname',
          id: 'saveNickname',
          input: { uid: 'u-vip', data: { profile: { name: 'Jules' }, favorites: context.metadata?.favorites ?? [] } },
        });
      }
    }
    if (isDoneActorEvent<User>(event, 'saveNickname')) {
      expect(snapshot.hasTag('named')).toBe(true);
      expect(name).toBe('Jules');
      expect(effects.slice(-2)).toEqual([
        { type: 'metadataUpdated', params: { metadata: metadataNamed('Jules') } },
        { type: 'notifyNameSaved', params: undefined },
      ]);
    }
    if (event.type === 'xstate.error.actor.saveNickname') {
      if (errorOf(event) instanceof Error) {
        expect(snapshot.hasTag('saveFailed')).toBe(true);
      } else {
        // The server's text goes next to the field.
        expect(snapshot.matches('asking')).toBe(true);
        expect(context.nameIssue).toEqual({ text: SERVER_TEXT });
      }
    }
    if (event.type === 'coachingProfile.edit' && previous.hasTag('dialogOpen') && !previous.hasTag('saving')) {
      expect(context.nameIssue).toBeNull();
      expect(snapshot.matches('asking')).toBe(true);
    }
    if (event.type === 'coachingProfile.dismiss' && previous.hasTag('dialogOpen') && !previous.hasTag('saving')) {
      // Put off: back to the name the member had, else no name until the next visit.
      expect(snapshot.hasTag('dialogOpen')).toBe(false);
      expect(snapshot.hasTag(nicknameOf(previous.context) === null ? 'unnamed' : 'named')).toBe(true);
      // Put off without a name: the app remembers it for the tab; changing an existing name is no put-off.
      if (nicknameOf(previous.context) === null) expect(effects.at(-1)).toEqual({ type: 'nicknamePostponed', params: undefined });
      else expect(effects.at(-1)?.type).not.toBe('nicknamePostponed');
    }
    if (event.type === 'coachingProfile.open' && (previous.hasTag('named') || previous.hasTag('unnamed'))) {
      expect(snapshot.matches('asking')).toBe(true);
    }
  },
);
