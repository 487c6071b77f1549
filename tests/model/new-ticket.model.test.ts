import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { newTicketMachine, type NewTicketEvent, type NewTicketInput } from '../../machines/support/new-ticket.machine.ts';
import type { Ticket } from '../../src/domain/support.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';
import { describeFailure, failures, ticket } from './support-fixtures.ts';

const complete = {
  email: ' paul@exemple.fr ',
  name: ' Paul ',
  title: ' Carte refusée ',
  message: ' Ma carte est refusée au paiement. ',
  category: 'Paiement',
};
const blank = { email: '', name: '', title: '  ', message: '', category: '' };
const withoutIdentity = { title: 'Question', message: 'Bonjour, une question.', category: '' };
const opened: Ticket = { ...ticket('t-new'), title: 'Carte refusée', category: 'Paiement' };

const scenarios: Array<{ name: string; input: NewTicketInput }> = [
  { name: 'anonymous contact', input: { identity: 'anonymous' } },
  { name: 'known contact (link or account)', input: { identity: 'known' } },
  { name: 'coaching member (bearer only)', input: { identity: 'known', onRefused: 'reject' } },
];

type Step = StepContext<typeof newTicketMachine>;
type Submit = Extract<NewTicketEvent, { type: 'newTicket.submit' }>;

function label(event: Submit): string {
  return event === undefined ? '' : event.title.trim() === '' ? 'blank' : 'email' in event ? 'complete' : 'without identity';
}

/**
 * docs/product.md#validation (ticket: e-mail and name from anonymous contacts only, subject and
 * message required) and #errors (the "sending a ticket" message, field violations, a refused link),
 * as the test's own table carried along every path without the actor: what the page shows, who
 * writes, the field messages, what reached the server and what the app was told.
 */
type View = 'form' | 'sending' | 'sent' | 'rejected';
interface Outcome {
  view: View;
  identity: 'anonymous' | 'known';
  issues: Record<string, unknown>;
  ticket: Ticket | null;
  rejection: string | null;
  effects: Step['effects'];
  requests: unknown[];
}

function requestFor(identity: Outcome['identity'], form: Submit): Record<string, string> {
  // Sent trimmed; e-mail and name only for an anonymous contact; the category when one is chosen.
  if (form.title.trim() === 'Question') return { title: 'Question', message: 'Bonjour, une question.' };
  return {
    title: 'Carte refusée',
    message: 'Ma carte est refusée au paiement.',
    category: 'Paiement',
    ...(identity === 'anonymous' ? { email: 'paul@exemple.fr', name: 'Paul' } : {}),
  };
}

function issuesFor(identity: Outcome['identity'], form: Submit): Record<string, unknown> {
  const required = { rule: 'required' };
  const identityIssues = identity === 'anonymous' && !(form.email?.trim() && form.name?.trim()) ? { email: required, name: required } : {};
  return {
    ...identityIssues,
    ...(form.title.trim() === '' ? { title: required } : {}),
    ...(form.message.trim() === '' ? { message: required } : {}),
  };
}

function nextOutcome(before: Outcome, event: EventObject, input: NewTicketInput | undefined): Outcome {
  if (event.type === 'newTicket.submit' && before.view === 'form') {
    const form = event as Submit;
    const issues = issuesFor(before.identity, form);
    if (Object.keys(issues).length > 0) return { ...before, issues };
    return { ...before, view: 'sending', issues: {}, requests: [...before.requests, requestFor(before.identity, form)] };
  }
  if (event.type === 'newTicket.edit') {
    const { title: _cleared, ...issues } = before.issues;
    return { ...before, issues };
  }
  if (isDoneActorEvent<Ticket>(event, 'createTicket')) {
    return {
      ...before,
      view: 'sent',
      ticket: event.output,
      effects: [...before.effects, { type: 'ticketCreated', params: { ticket: event.output } }],
    };
  }
  if (event.type === 'xstate.error.actor.createTicket') {
    const error = (event as { error?: unknown }).error;
    if (error === failures.invalidTitle) return { ...before, view: 'form', issues: { title: { text: 'Ce champ est obligatoire' } } };
    const refused = {
      ...before,
      rejection: 'unauthorized',
      effects: [...before.effects, { type: 'accessRejected', params: { reason: 'unauthorized' } }],
    };
    // Coaching: the session no longer opens the space, nothing to retry here.
    if (error === failures.unauthorized && input?.onRefused === 'reject') return { ...refused, view: 'rejected' };
    // A link that no longer works: write anonymously (e-mail and name asked).
    if (error === failures.unauthorized && before.identity === 'known')
      return { ...refused, view: 'form', identity: 'anonymous', issues: {} };
    // Otherwise the "sending a ticket" message, and the form stays.
    return { ...before, view: 'form', effects: [...before.effects, { type: 'notifySendFailed', params: undefined }] };
  }
  if (event.type === 'newTicket.restart' && before.view === 'sent') return { ...before, view: 'form', ticket: null, issues: {} };
  return before;
}

function observe({ snapshot, effects, invocations }: Step): Outcome {
  const { context } = snapshot;
  const view: View = snapshot.hasTag('busy')
    ? 'sending'
    : snapshot.hasTag('sent')
      ? 'sent'
      : snapshot.hasTag('rejected')
        ? 'rejected'
        : 'form';
  return {
    view,
    identity: context.identity,
    issues: context.fieldIssues,
    ticket: context.ticket,
    rejection: context.rejection,
    effects: [...effects],
    requests: invocations.map((invocation) => invocation.input),
  };
}

describeModel(
  'new ticket',
  {
    machine: newTicketMachine,
    expected: {
      initial: (scenario): Outcome => ({
        view: 'form',
        identity: scenario.input?.identity ?? 'anonymous',
        issues: {},
        ticket: null,
        rejection: null,
        effects: [],
        requests: [],
      }),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input),
      observe,
    },
    scenarios,
    events: {
      'newTicket.submit': [complete, blank, withoutIdentity].map((form) => ({ type: 'newTicket.submit' as const, ...form })),
      'newTicket.edit': [{ type: 'newTicket.edit', field: 'title' }],
      'xstate.done.actor.createTicket': [doneActorEvent('createTicket', opened)],
      'xstate.error.actor.createTicket': [
        errorActorEvent('createTicket', failures.invalidTitle),
        errorActorEvent('createTicket', failures.offline),
        errorActorEvent('createTicket', failures.unauthorized),
      ],
    },
    describeEvent: (event) => {
      if (event.type === 'newTicket.submit') return `submit (${label(event as Submit)})`;
      if (event.type === 'xstate.error.actor.createTicket')
        return `error: createTicket (${describeFailure((event as { error?: unknown }).error)})`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event, effects, invocations } = step;
    const { context } = snapshot;
    const anonymous = context.identity === 'anonymous';
    expect(snapshot.hasTag('sent')).toBe(context.ticket !== null);
    expect(snapshot.hasTag('rejected')).toBe(snapshot.status === 'done');
    // Only a known writer is ever refused; once refused, a contact writes anonymously.
    if (context.rejection !== null) expect(anonymous || context.onRefused === 'reject').toBe(true);
    if (!previous) {
      expect(snapshot.matches('editing')).toBe(true);
      expect(context.rejection).toBeNull();
      return;
    }
    if (previous.context.identity === 'anonymous') expect(anonymous).toBe(true);
    if (event.type === 'newTicket.submit' && previous.matches('editing')) {
      const form = event as Submit;
      const kind = label(form);
      if (kind === 'blank') {
        // docs/product.md#validation: e-mail and name (contact users only), subject and message are required.
        expect(context.fieldIssues).toEqual({
          ...(anonymous ? { email: { rule: 'required' }, name: { rule: 'required' } } : {}),
          title: { rule: 'required' },
          message: { rule: 'required' },
        });
        expect(snapshot.hasTag('busy')).toBe(false);
      } else if (kind === 'without identity' && anonymous) {
        expect(context.fieldIssues).toEqual({ email: { rule: 'required' }, name: { rule: 'required' } });
      } else {
        // Sent trimmed; e-mail and name only for an anonymous contact; the category when chosen.
        expect(snapshot.hasTag('busy')).toBe(true);
        const expected =
          kind === 'complete'
            ? {
                title: 'Carte refusée',
                message: 'Ma carte est refusée au paiement.',
                category: 'Paiement',
                ...(anonymous ? { email: 'paul@exemple.fr', name: 'Paul' } : {}),
              }
            : { title: 'Question', message: 'Bonjour, une question.' };
        expect(invocations.at(-1)).toEqual({ src: 'createTicket', id: 'createTicket', input: expected });
      }
    }
    if (event.type === 'newTicket.edit') expect(context.fieldIssues.title).toBeUndefined();
    if (isDoneActorEvent<Ticket>(event, 'createTicket')) {
      expect(context.ticket).toEqual(opened);
      expect(effects.at(-1)).toEqual({ type: 'ticketCreated', params: { ticket: opened } });
    }
    if (event.type === 'xstate.error.actor.createTicket') {
      const error = (event as { error?: unknown }).error;
      const wasKnown = previous.context.identity === 'known';
      if (error === failures.unauthorized && wasKnown && context.onRefused === 'anonymous') {
        // An expired or made-up link: the token is dropped, the form asks for e-mail and name (subject and message stay in the view).
        expect(snapshot.matches('editing')).toBe(true);
        expect(anonymous).toBe(true);
        expect(context.rejection).toBe('unauthorized');
        expect(context.fieldIssues).toEqual({});
        expect(effects.at(-1)).toEqual({ type: 'accessRejected', params: { reason: 'unauthorized' } });
      } else if (error === failures.unauthorized && context.onRefused === 'reject') {
        // Coaching: the session no longer opens the space; the page shows the rejected notice, no retry.
        expect(snapshot.matches('rejected')).toBe(true);
        expect(context.rejection).toBe('unauthorized');
        expect(effects.at(-1)).toEqual({ type: 'accessRejected', params: { reason: 'unauthorized' } });
      } else if (error === failures.invalidTitle) {
        expect(snapshot.matches('editing')).toBe(true);
        expect(context.fieldIssues).toEqual({ title: { text: 'Ce champ est obligatoire' } });
      } else {
        // Network, or an anonymous writer refused: docs/product.md#errors "sending a ticket" snackbar, the form stays.
        expect(snapshot.matches('editing')).toBe(true);
        expect(effects.at(-1)).toEqual({ type: 'notifySendFailed', params: undefined });
      }
    }
    if (event.type === 'newTicket.restart') {
      expect(context.ticket).toBeNull();
      expect(snapshot.matches('editing')).toBe(true);
    }
  },
);
