import { expect } from 'vitest';
import {
  allowedTicketActions,
  nextTicketStatus,
  ticketEventOf,
  ticketMachine,
  ticketStatusDisplay,
  type TicketActor,
  type TicketEvent,
} from '../../machines/support/ticket.machine.ts';
import { TICKET_STATUSES, type TicketStatus } from '../../src/domain/support.ts';
import { describeModel } from '../support/model-testing.ts';

/**
 * The ticket lifecycle as docs/decisions/0010-support-tickets.md writes it, spelled out here rather
 * than read from the machine: each generated path is checked against this table step by step.
 */
const EXPECTED: Record<TicketStatus, Partial<Record<TicketEvent['type'], TicketStatus>>> = {
  new: {
    'ticket.contact.reply': 'new',
    'ticket.staff.reply': 'pending',
    'ticket.staff.close': 'closed',
    'ticket.staff.lock': 'locked',
  },
  pending: {
    'ticket.contact.reply': 'pending',
    'ticket.staff.reply': 'pending',
    'ticket.staff.await': 'waiting',
    'ticket.staff.close': 'closed',
    'ticket.staff.lock': 'locked',
  },
  waiting: {
    'ticket.contact.reply': 'pending',
    'ticket.staff.reply': 'waiting',
    'ticket.staff.resume': 'pending',
    'ticket.staff.close': 'closed',
    'ticket.staff.lock': 'locked',
    'ticket.system.expire': 'closed',
  },
  closed: {
    'ticket.contact.reply': 'pending',
    'ticket.staff.reopen': 'pending',
    'ticket.staff.lock': 'locked',
  },
  locked: {},
};

/** docs/product.md#states: closed "Fermé", locked "Terminé", the others "En cours". */
const DISPLAY: Record<TicketStatus, 'active' | 'closed' | 'locked'> = {
  new: 'active',
  pending: 'active',
  waiting: 'active',
  closed: 'closed',
  locked: 'locked',
};

const ACTORS: readonly TicketActor[] = ['contact', 'staff', 'system'];

function statusOf(value: unknown): TicketStatus {
  const status = TICKET_STATUSES.find((candidate) => candidate === value);
  if (status === undefined) throw new Error(`not a ticket status: ${JSON.stringify(value)}`);
  return status;
}

function actionsExpected(status: TicketStatus, actor: TicketActor): string[] {
  const prefix = `ticket.${actor}.`;
  return Object.keys(EXPECTED[status])
    .filter((type) => type.startsWith(prefix))
    .map((type) => type.slice(prefix.length));
}

describeModel(
  'ticket',
  {
    machine: ticketMachine,
    events: {},
    expected: {
      initial: () => 'new' as TicketStatus,
      next: (before, event) => EXPECTED[before][event.type as TicketEvent['type']] ?? before,
      observe: ({ snapshot }) => statusOf(snapshot.value),
    },
  },
  ({ snapshot, previous, event }) => {
    const status = statusOf(snapshot.value);

    // Every status is shown as docs/product.md#states says, and only a locked ticket is done for good.
    expect(ticketStatusDisplay(status)).toBe(DISPLAY[status]);
    expect(snapshot.hasTag(DISPLAY[status])).toBe(true);
    expect(snapshot.status).toBe(status === 'locked' ? 'done' : 'active');
    // Nobody writes on a locked ticket (the client shows no reply box); a closed one can be reopened by a reply.
    expect(snapshot.hasTag('replyable')).toBe(status !== 'locked');

    // What the UI offers and what the server accepts, for every actor, is exactly the table.
    for (const actor of ACTORS) {
      const allowed = allowedTicketActions(status, actor);
      expect(new Set(allowed), `${actor} on ${status}`).toEqual(new Set(actionsExpected(status, actor)));
      for (const action of ['reply', 'await', 'resume', 'close', 'reopen', 'lock', 'expire']) {
        const candidate = ticketEventOf(actor, action);
        if (candidate === null) continue;
        expect(nextTicketStatus(status, candidate), `${candidate.type} on ${status}`).toBe(EXPECTED[status][candidate.type] ?? null);
      }
    }

    if (!previous) {
      expect(status).toBe('new');
      return;
    }
    // The step itself went where the table says, and the server's helper agrees with the live actor.
    const from = statusOf(previous.value);
    const type = event.type as TicketEvent['type'];
    expect(EXPECTED[from][type]).toBe(status);
    expect(nextTicketStatus(from, { type } as TicketEvent)).toBe(status);
  },
);
