import { getTicket, listTickets } from '../../api/support.ts';
import type { Paged } from '../../domain/page.ts';
import type { Ticket, TicketDetail } from '../../domain/support.ts';
import { onServer } from '../first-call-snapshot.ts';
import type { LoadArgs } from '../route-types.ts';

/**
 * The coaching pages' first read, made on the server with the session's token: the
 * list or the discussion is in the first HTML instead of waiting for the browser's session refresh
 * and its call. Null when not read (in the browser, no session, any failure): the page's machine
 * reads it then, with its own loading, error and refusal handling.
 */

export interface DiscussionsData {
  discussions: Paged<Ticket> | null;
}

export interface DiscussionData {
  uid: string;
  discussion: TicketDetail | null;
}

export async function loadDiscussions({ context, signal }: LoadArgs): Promise<DiscussionsData> {
  if (!onServer() || !context.auth()) return { discussions: null };
  try {
    return { discussions: await listTickets(await context.api(), { type: 'coaching', token: null }, null, { signal }) };
  } catch {
    return { discussions: null };
  }
}

export async function loadDiscussion({ context, params, signal }: LoadArgs): Promise<DiscussionData> {
  const uid = params['uid'] ?? '';
  if (!onServer() || !context.auth() || uid === '') return { uid, discussion: null };
  try {
    return { uid, discussion: await getTicket(await context.api(), { type: 'coaching', token: null }, uid, null, { signal }) };
  } catch {
    return { uid, discussion: null };
  }
}
