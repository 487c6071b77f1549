/**
 * Support's names, limits and small rules (docs/product.md#entities, #roles, #errors) without its
 * schemas: what the support pages and machines need at start-up. The schemas that validate
 * requests and answers are in src/domain/support.ts, which re-exports these (a page
 * that only needs a limit no longer builds every support schema as it starts).
 */

/** Support types (docs/product.md#entities): the contact space (/contact) and the VIP coaching space (/coaching). */
export const SUPPORT_TYPES = ['contact', 'coaching'] as const;
/** docs/product.md#validation: kept in English, as the spec quotes it (the client raises the same text). */
export const INVALID_SUPPORT_TYPE_MESSAGE = 'Valid support type is required';
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Support area codes (docs/product.md#errors), in the `code` of 401 and 403 answers. */
export const SUPPORT_ERROR_CODES = { unauthorized: 1, forbidden: 2 } as const;

/**
 * docs/product.md#roles `support-auth` header: the capitalised support type, a space, the support token
 * ("Contact <token>", "Coaching <token>").
 */
export const SUPPORT_AUTH_HEADER = 'support-auth';
export function supportAuthScheme(type: SupportType): string {
  return type === 'contact' ? 'Contact' : 'Coaching';
}
export function supportAuthHeaderValue(type: SupportType, token: string): string {
  return `${supportAuthScheme(type)} ${token}`;
}

/** A support token lets its holder follow the contact's tickets of one type for this long. */
export const SUPPORT_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A ticket waiting on the contact is closed when the contact has not written for this long. */
export const TICKET_INACTIVITY_DAYS = 14;
/** The page an e-mailed follow-up link opens, per type; the token is its query parameter `t` (docs/product.md#routes). */
export const SUPPORT_TICKETS_PAGE: Record<SupportType, string> = { contact: '/contact/tickets', coaching: '/coaching' };
export const SUPPORT_TOKEN_QUERY = 't';

/** Ticket status (docs/product.md#states) from the server. */
export const TICKET_STATUSES = ['new', 'pending', 'waiting', 'closed', 'locked'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TITLE_MAX = 120;
export const CATEGORY_MAX = 40;
export const MESSAGE_MAX = 5000;

/**
 * docs/product.md#entities: the category travels in the title as a bracketed prefix, "[Paiement] Carte refusée", and is
 * split out when read. A title without a prefix has no category.
 */
export function joinTicketTitle(title: string, category: string | null | undefined): string {
  return category ? `[${category}] ${title}` : title;
}
export function splitTicketTitle(stored: string): { title: string; category: string | null } {
  const match = /^\[([^\]]+)\]\s*(.*)$/s.exec(stored);
  if (!match) return { title: stored, category: null };
  return { title: match[2] ?? '', category: (match[1] ?? '').trim() || null };
}

/** The status actions of the staff console (events `ticket.staff.<action>` of the ticket machine). */
export const STAFF_STATUS_ACTIONS = ['await', 'resume', 'close', 'reopen', 'lock'] as const;
export type StaffStatusAction = (typeof STAFF_STATUS_ACTIONS)[number];
