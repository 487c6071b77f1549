import { initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { TICKET_STATUSES, type StaffStatusAction, type TicketStatus } from '../../src/domain/support-rules.ts';

/**
 * The status lifecycle of a support ticket (docs/product.md#states; transitions decided in
 * docs/decisions/0010-support-tickets.md). One machine for both sides: the server refuses an event
 * this machine does not take (409), the client shows only the actions it allows (no reply box on a
 * locked ticket). The server does not run an actor: it asks `nextTicketStatus()` about the stored
 * status, so a state of this machine IS a stored status, nothing else (no context, no delays; the
 * inactivity period is counted in the database by the job that sends `ticket.system.expire`).
 *
 * Events are `ticket.<who>.<action>`: who may send them is in the name (contact, staff, system).
 * Tags: `active` (shown as in progress), `closed` (closed), `locked` (over); `replyable` when the
 * contact may write (a closed ticket is reopened by the reply).
 */

export type TicketActor = 'contact' | 'staff' | 'system';

export type TicketEvent =
  /** The contact writes: more detail on a new ticket, an answer, or a reopening of a closed one. */
  | { type: 'ticket.contact.reply' }
  /** Staff answer: the ticket is being handled. */
  | { type: 'ticket.staff.reply' }
  /** Staff wait for the contact's answer (the inactivity clock starts). */
  | { type: 'ticket.staff.await' }
  /** Staff take the ticket back without waiting any longer. */
  | { type: 'ticket.staff.resume' }
  | { type: 'ticket.staff.close' }
  | { type: 'ticket.staff.reopen' }
  /** Final: the conversation is over for good; the contact opens a new ticket to write again. */
  | { type: 'ticket.staff.lock' }
  /** The contact did not answer within the inactivity period. */
  | { type: 'ticket.system.expire' };

export type TicketEventType = TicketEvent['type'];
/** What a person (or the job) does, as the API names it: the event type without its prefix. */
export type TicketAction = TicketEventType extends `ticket.${string}.${infer Action}` ? Action : never;

/** Every event, in the order actions are offered (the reply first). */
export const TICKET_EVENT_TYPES = [
  'ticket.contact.reply',
  'ticket.staff.reply',
  'ticket.staff.await',
  'ticket.staff.resume',
  'ticket.staff.close',
  'ticket.staff.reopen',
  'ticket.staff.lock',
  'ticket.system.expire',
] as const satisfies readonly TicketEventType[];

/** Compile-time check: every staff status action of the API contract is an event of this machine. */
export type StaffStatusEvent = Extract<TicketEvent, { type: `ticket.staff.${StaffStatusAction}` }>;
type _EveryStaffActionIsAnEvent = `ticket.staff.${StaffStatusAction}` extends TicketEventType ? true : never;
const _everyStaffActionIsAnEvent: _EveryStaffActionIsAnEvent = true;

export type TicketTag = 'active' | 'closed' | 'locked' | 'replyable';

export const ticketMachine = setup({
  types: {
    events: {} as TicketEvent,
    tags: {} as TicketTag,
  },
}).createMachine({
  id: 'ticket',
  description:
    'Support ticket status (docs/product.md#states): new → pending when staff answer, waiting while staff await the ' +
    'contact, back to pending when the contact replies, closed by staff or after inactivity, ' +
    'reopened by a reply, locked for good.',
  initial: 'new',
  states: {
    new: {
      description: 'Opened by the contact, no staff answer yet. Shown as in progress.',
      tags: ['active', 'replyable'],
      on: {
        'ticket.contact.reply': { target: 'new', description: 'More detail before any answer.' },
        'ticket.staff.reply': { target: 'pending' },
        'ticket.staff.close': { target: 'closed' },
        'ticket.staff.lock': { target: 'locked' },
      },
    },
    pending: {
      description: 'Being handled by staff. Shown as in progress.',
      tags: ['active', 'replyable'],
      on: {
        'ticket.contact.reply': { target: 'pending' },
        'ticket.staff.reply': { target: 'pending' },
        'ticket.staff.await': { target: 'waiting' },
        'ticket.staff.close': { target: 'closed' },
        'ticket.staff.lock': { target: 'locked' },
      },
    },
    waiting: {
      description: 'Staff await the contact; closed automatically after the inactivity period. Shown as in progress.',
      tags: ['active', 'replyable'],
      on: {
        'ticket.contact.reply': { target: 'pending', description: 'The contact answered: back to staff.' },
        'ticket.staff.reply': { target: 'waiting', description: 'A reminder or a detail: still awaiting the contact.' },
        'ticket.staff.resume': { target: 'pending' },
        'ticket.staff.close': { target: 'closed' },
        'ticket.staff.lock': { target: 'locked' },
        'ticket.system.expire': { target: 'closed', description: 'No answer within the inactivity period.' },
      },
    },
    closed: {
      description: 'Closed by staff or for inactivity; a reply of the contact or the staff reopen action reopens it. Shown as closed.',
      tags: ['closed', 'replyable'],
      on: {
        'ticket.contact.reply': { target: 'pending', description: 'The contact reopens the ticket.' },
        'ticket.staff.reopen': { target: 'pending' },
        'ticket.staff.lock': { target: 'locked' },
      },
    },
    locked: {
      description: 'Over for good: nobody writes any more; the contact opens a new ticket. Shown as over.',
      tags: ['locked'],
      type: 'final',
    },
  },
});

export type TicketSnapshot = SnapshotFrom<typeof ticketMachine>;

/** The snapshot standing for a stored status (the machine has no context: the status is all). */
export function ticketSnapshotOf(status: TicketStatus): TicketSnapshot {
  return ticketMachine.resolveState({ value: status });
}

function statusOfSnapshot(snapshot: TicketSnapshot): TicketStatus {
  const value = snapshot.value;
  const status = TICKET_STATUSES.find((candidate) => candidate === value);
  if (status === undefined) throw new Error(`ticket machine reached an unknown state: ${JSON.stringify(value)}`);
  return status;
}

/** The status a ticket opens with (the machine's initial state). */
export function initialTicketStatus(): TicketStatus {
  return statusOfSnapshot(initialTransition(ticketMachine)[0]);
}

/**
 * The status after `event`, or null when the machine does not take the event in `status` (the
 * server answers 409). An event the machine takes without moving (a reply on a pending ticket)
 * gives the same status back.
 */
export function nextTicketStatus(status: TicketStatus, event: TicketEvent): TicketStatus | null {
  const snapshot = ticketSnapshotOf(status);
  if (!snapshot.can(event)) return null;
  const [next] = transition(ticketMachine, snapshot, event);
  return statusOfSnapshot(next);
}

/** The event an actor's action stands for (null when the machine has no such event). */
export function ticketEventOf(actor: TicketActor, action: string): TicketEvent | null {
  const type = `ticket.${actor}.${action}`;
  return TICKET_EVENT_TYPES.find((candidate) => candidate === type) === undefined ? null : ({ type } as TicketEvent);
}

/** What `actor` may do on a ticket in `status`, e.g. ['reply', 'await', 'close', 'lock'] for staff on pending. */
export function allowedTicketActions(status: TicketStatus, actor: TicketActor): TicketAction[] {
  const snapshot = ticketSnapshotOf(status);
  const prefix = `ticket.${actor}.`;
  return TICKET_EVENT_TYPES.filter((type) => type.startsWith(prefix) && snapshot.can({ type })).map(
    (type) => type.slice(prefix.length) as TicketAction,
  );
}

/** How a status is shown (docs/product.md#states): closed, locked (over), or new/pending/waiting (in progress). */
export type TicketStatusDisplay = 'active' | 'closed' | 'locked';

export function ticketStatusDisplay(status: TicketStatus): TicketStatusDisplay {
  const snapshot = ticketSnapshotOf(status);
  if (snapshot.hasTag('locked')) return 'locked';
  if (snapshot.hasTag('closed')) return 'closed';
  return 'active';
}

/** The statuses `event` moves somewhere (the inactivity job closes exactly these). */
export function statusesTaking(event: TicketEvent): TicketStatus[] {
  return TICKET_STATUSES.filter((status) => nextTicketStatus(status, event) !== null);
}
