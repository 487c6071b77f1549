import { getTicket } from '../../api/support.ts';
import { SUPPORT_TOKEN_QUERY } from '../../domain/support-rules.ts';
import type { TicketDetail } from '../../domain/support.ts';
import { onServer } from '../first-call-snapshot.ts';
import type { LoadArgs } from '../route-types.ts';

/**
 * /contact/tickets/{uid}?t=…, opened from an e-mailed link: the ticket is read on the
 * server with the link's token, so its messages are in the first HTML. Null when not read (in the
 * browser, no token, a refused link, any failure): the page's machine reads it then and shows the
 * refusal or the error itself. The page is personal (route table): never kept by a shared cache.
 */
export interface ContactTicketData {
  uid: string;
  token: string | null;
  ticket: TicketDetail | null;
}

export async function loadContactTicket({ context, params, url, signal }: LoadArgs): Promise<ContactTicketData> {
  const uid = params['uid'] ?? '';
  const token = url.searchParams.get(SUPPORT_TOKEN_QUERY)?.trim() || null;
  if (!onServer() || token === null || uid === '') return { uid, token, ticket: null };
  try {
    return { uid, token, ticket: await getTicket(await context.api(), { type: 'contact', token }, uid, null, { signal }) };
  } catch {
    return { uid, token, ticket: null };
  }
}
