import { initialTicketStatus, nextTicketStatus, type TicketEvent } from '../../../machines/support/ticket.machine.ts';
import { joinTicketTitle, type SupportType, type TicketStatus } from '../../../src/domain/support.ts';
import type { Database } from '../../db/database.ts';
import { findTicket, insertMessage, insertTicket, setTicketStatus, type MessageRow, type TicketRow } from './repository.ts';
import type { FlowCounter } from '../flows/counter.ts';
import { recordTicketStep } from '../flows/lifecycles.ts';

/**
 * What happens to a ticket, with the ticket machine (machines/support/ticket.machine.ts) as the only
 * judge of status changes. Each change reads the ticket FOR UPDATE in a transaction, asks the
 * machine, then writes: two concurrent actions on one ticket are applied one after the other, each
 * against the status the other left.
 */

export type TicketChange =
  | { kind: 'missing' }
  | { kind: 'forbidden' }
  | { kind: 'refused'; status: TicketStatus }
  /** The caller wrote against an older version (docs/decisions/0050-shared-inbox.md): nothing was written. */
  | { kind: 'stale'; ticket: TicketRow }
  | { kind: 'done'; ticket: TicketRow; from: TicketStatus; message: MessageRow | null };

interface ChangeInput {
  uid: string;
  event: TicketEvent;
  now: Date;
  /** Whether the caller may act on this ticket at all: 'missing' (404) or 'forbidden' (403) otherwise. */
  access: (ticket: TicketRow) => 'ok' | 'missing' | 'forbidden';
  /** The ticket version the staff member saw; another one means the ticket changed since: 'stale'. */
  expectedVersion?: number;
  /** The message that goes with the change (a reply), written in the same transaction. */
  message?: (ticket: TicketRow) => Parameters<typeof insertMessage>[1];
  /** More writes of the same transaction once the change is made (the mail that reports it). */
  also?: (tx: Database, change: Extract<TicketChange, { kind: 'done' }>) => Promise<void>;
}

export function changeTicket({ db, flows }: { db: Database; flows: FlowCounter }, input: ChangeInput): Promise<TicketChange> {
  return flows.transaction(db, async (tx, moves): Promise<TicketChange> => {
    const ticket = await findTicket(tx, input.uid, { forUpdate: true });
    if (ticket === null) return { kind: 'missing' };
    const access = input.access(ticket);
    if (access !== 'ok') return { kind: access };
    if (input.expectedVersion !== undefined && input.expectedVersion !== ticket.version) return { kind: 'stale', ticket };
    const next = nextTicketStatus(ticket.status, input.event);
    if (next === null) return { kind: 'refused', status: ticket.status };
    const message = input.message === undefined ? null : await insertMessage(tx, input.message(ticket));
    await setTicketStatus(tx, ticket.uid, next, input.now);
    recordTicketStep(moves, { from: ticket.status, event: input.event.type, to: next }, input.now, ticket.lastActivityAt);
    const written = await findTicket(tx, ticket.uid);
    if (written === null) throw new Error('ticket vanished while changed');
    const change = { kind: 'done', ticket: written, from: ticket.status, message } as const;
    await input.also?.(tx, change);
    return change;
  });
}

/**
 * Opens a ticket (in the machine's initial status, new) with the contact's first message; `also`
 * adds writes to the same transaction (the mail that reports it). `provenAt`: see proveTickets.
 */
export function openTicket(
  db: Database,
  input: {
    type: SupportType;
    contactUid: string;
    title: string;
    category: string | undefined;
    content: string;
    now: Date;
    provenAt: Date | null;
  },
  also?: (tx: Database, uid: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const uid = await insertTicket(tx, {
      type: input.type,
      contactUid: input.contactUid,
      title: joinTicketTitle(input.title, input.category),
      status: initialTicketStatus(),
      now: input.now,
      provenAt: input.provenAt,
    });
    await insertMessage(tx, { ticketUid: uid, content: input.content, now: input.now, author: 'contact', contactUid: input.contactUid });
    await also?.(tx, uid);
    return uid;
  });
}

/**
 * An internal note (docs/product.md#shared-inbox): staff only, so no status change, no mail, no
 * unread mark and no new activity date for the contact; only the version moves, so that a colleague
 * replying against the older one hears of it (docs/decisions/0050-shared-inbox.md).
 */
export function addNote(
  db: Database,
  input: {
    uid: string;
    expectedVersion: number;
    now: Date;
    content: (ticket: TicketRow) => string;
    staffUserUid: string;
    staffName: string;
  },
): Promise<TicketChange> {
  return db.transaction(async (tx): Promise<TicketChange> => {
    const ticket = await findTicket(tx, input.uid, { forUpdate: true });
    if (ticket === null) return { kind: 'missing' };
    if (ticket.version !== input.expectedVersion) return { kind: 'stale', ticket };
    const message = await insertMessage(tx, {
      ticketUid: ticket.uid,
      content: input.content(ticket),
      now: input.now,
      author: 'staff',
      staffUserUid: input.staffUserUid,
      staffName: input.staffName,
      internal: true,
    });
    const written = await findTicket(tx, ticket.uid);
    if (written === null) throw new Error('ticket vanished while noted');
    return { kind: 'done', ticket: written, from: ticket.status, message };
  });
}
