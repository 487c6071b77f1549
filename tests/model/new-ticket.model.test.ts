import { expect } from 'vitest';
import { newTicketMachine, type NewTicketEvent, type NewTicketInput } from '../../machines/support/new-ticket.machine.ts';
import type { Ticket } from '../../src/domain/support.ts';
import { describeEventType, describeModel, doneActorEvent, errorActorEvent, isDoneActorEvent, type StepContext } from '../support/model-testing.ts';
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
];

type Step = StepContext<typeof newTicketMachine>;
type Submit = Extract<NewTicketEvent, { type: 'newTicket.submit' }>;

function label(event: Submit): string {
  return event === undefined ? '' : event.title.trim() === '' ? 'blank' : 'email' in event ? 'complete' : 'without identity';
}

describeModel(
  'new ticket',
  {
    machine: newTicketMachine,
    scenarios,
    events: {
      'newTicket.submit': [complete, blank, withoutIdentity].map((form) => ({ type: 'newTicket.submit' as const, ...form })),
      'newTicket.edit': [{ type: 'newTicket.edit', field: 'title' }],
      'xstate.done.actor.createTicket': [doneActorEvent('createTicket', opened)],
      'xstate.error.actor.createTicket': [errorActorEvent('createTicket', failures.invalidTitle), errorActorEvent('createTicket', failures.offline)],
    },
    describeEvent: (event) => {
      if (event.type === 'newTicket.submit') return `submit (${label(event as Submit)})`;
      if (event.type === 'xstate.error.actor.createTicket') return `error: createTicket (${describeFailure((event as { error?: unknown }).error)})`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event, effects, invocations } = step;
    const { context } = snapshot;
    const anonymous = context.identity === 'anonymous';
    expect(snapshot.hasTag('sent')).toBe(context.ticket !== null);
    if (!previous) {
      expect(snapshot.matches('editing')).toBe(true);
      return;
    }
    if (event.type === 'newTicket.submit' && previous.matches('editing')) {
      const form = event as Submit;
      const kind = label(form);
      if (kind === 'blank') {
        // §5: e-mail and name (contact users only), subject and message are required.
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
      expect(snapshot.matches('editing')).toBe(true);
      if (error instanceof Error) expect(effects.at(-1)).toEqual({ type: 'notifySendFailed', params: undefined });
      else expect(context.fieldIssues).toEqual({ title: { text: 'Ce champ est obligatoire' } });
    }
    if (event.type === 'newTicket.restart') {
      expect(context.ticket).toBeNull();
      expect(snapshot.matches('editing')).toBe(true);
    }
  },
);
