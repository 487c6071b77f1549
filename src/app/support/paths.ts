import { SUPPORT_TOKEN_QUERY } from '../../domain/support-rules.ts';

/**
 * Paths of the support pages (docs/product.md#routes /contact/*, staff console /staff), for the machines' navigation
 * actions and the pages' links. The ticket pages carry the link's token as `t` (docs/product.md#routes rules).
 */
export const SUPPORT_PATHS = {
  home: '/contact',
  link: '/contact/link',
  tickets: '/contact/tickets',
  newTicket: '/contact/new-ticket',
  staff: '/staff',
} as const;

function withToken(path: string, token: string | null | undefined): string {
  return token ? `${path}?${SUPPORT_TOKEN_QUERY}=${encodeURIComponent(token)}` : path;
}

/**
 * /contact/tickets?t=…; a signed-in member's /contact/tickets (his session lists them,
 * docs/decisions/0036-members-own-tickets-and-unread-answers.md); else /contact/link, to be mailed a link.
 */
export function ticketsHref(token: string | null | undefined, signedIn = false): string {
  if (token) return withToken(SUPPORT_PATHS.tickets, token);
  return signedIn ? SUPPORT_PATHS.tickets : SUPPORT_PATHS.link;
}

export function ticketHref(uid: string, token: string | null | undefined): string {
  return withToken(`${SUPPORT_PATHS.tickets}/${encodeURIComponent(uid)}`, token);
}

export function newTicketHref(token: string | null | undefined): string {
  return withToken(SUPPORT_PATHS.newTicket, token);
}

export function staffTicketHref(uid: string): string {
  return `${SUPPORT_PATHS.staff}/tickets/${encodeURIComponent(uid)}`;
}
