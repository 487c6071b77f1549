import type { Paged } from '../../../src/domain/page.ts';
import { PAGE_SIZE } from '../../../src/domain/page.ts';
import { splitTicketTitle, type Message, type Ticket, type TicketDetail } from '../../../src/domain/support.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { Database } from '../../db/database.ts';
import { validationFailed } from '../../http/errors.ts';
import { positionOf, toPage, type KeysetSort, type Position } from '../content/keyset.ts';
import type { SortOrder } from '../content/cursor.ts';
import { isUid, listMessages, MESSAGE_ORDER, messageSort, type MessageRow, type TicketRow } from './repository.ts';

/** Rows → the contract of src/domain/support.ts (dates ISO 8601, category split out of the title). */

export function toTicket(row: TicketRow): Ticket {
  const { title, category } = splitTicketTitle(row.title);
  return {
    uid: row.uid,
    date: row.createdAt.toISOString(),
    title,
    category,
    status: row.status,
    type: row.type,
    contact: { uid: row.contactUid, name: row.contactName, email: row.contactEmail },
    lastActivity: row.lastActivityAt.toISOString(),
    unread: row.unreadReplyAt !== null,
  };
}

/** `teamName`: the signature of a staff message stored without a name. */
export function toMessage(row: MessageRow, teamName: string): Message {
  const contact = row.authorRole === 'contact' && row.contactUid !== null ? { uid: row.contactUid, name: row.contactName ?? '' } : null;
  return {
    uid: row.uid,
    date: row.createdAt.toISOString(),
    content: row.content,
    contact,
    author:
      row.authorRole === 'staff' ? { role: 'staff', name: row.staffName ?? teamName } : { role: 'contact', name: contact?.name ?? '' },
  };
}

/** The position a cursor stands for, or the docs/product.md#errors 400 with a violation on `cursor`. */
export function startAfter<Row>(sort: KeysetSort<Row>, order: SortOrder, cursor: string | undefined): Position | null {
  if (cursor === undefined) return null;
  const position = positionOf(sort, order, cursor);
  if (position === null || !isUid(position.uid))
    throw validationFailed([{ property: 'cursor', message: fr.supportServer.invalidCursor, type: 'invalid' }]);
  return position;
}

export async function pageOfMessages(
  db: Database,
  ticketUid: string,
  cursor: string | undefined,
  teamName: string,
): Promise<Paged<Message>> {
  const rows = await listMessages(db, ticketUid, { after: startAfter(messageSort, MESSAGE_ORDER, cursor), take: PAGE_SIZE + 1 });
  return toPage(rows, PAGE_SIZE, messageSort, MESSAGE_ORDER, (row) => toMessage(row, teamName));
}

/** GET …/tickets/{uid} (docs/product.md#calls): the ticket's fields, page, payload.messages. */
export async function ticketDetail(db: Database, ticket: TicketRow, cursor: string | undefined, teamName: string): Promise<TicketDetail> {
  const messages = await pageOfMessages(db, ticket.uid, cursor, teamName);
  return { ...toTicket(ticket), payload: { messages: messages.payload }, page: messages.page };
}
