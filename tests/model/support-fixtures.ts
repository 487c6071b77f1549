import type { Paged } from '../../src/domain/page.ts';
import type { Message, Ticket, TicketDetail, TicketStatus } from '../../src/domain/support.ts';

/** Tickets, messages and pages of the support machines' model tests. */

export function ticket(uid: string, status: TicketStatus = 'new'): Ticket {
  return {
    uid,
    date: '2026-11-20T09:00:00.000Z',
    title: `Demande ${uid}`,
    category: null,
    status,
    type: 'contact',
    contact: { uid: 'c-paul', name: 'Paul', email: 'paul@exemple.fr' },
    lastActivity: '2026-11-20T09:00:00.000Z',
    unread: false,
  };
}

export function message(uid: string, role: 'contact' | 'staff', minute: number): Message {
  return {
    uid,
    date: `2026-11-20T09:${String(minute).padStart(2, '0')}:00.000Z`,
    content: `Message ${uid}`,
    contact: role === 'contact' ? { uid: 'c-paul', name: 'Paul' } : null,
    author: { role, name: role === 'contact' ? 'Paul' : 'Coach Sarah' },
  };
}

export function ticketPage(uids: string[], hasNextPage: boolean, endCursor: string | null): Paged<Ticket> {
  return { payload: uids.map((uid) => ticket(uid)), page: { hasNextPage, endCursor } };
}

export function detail(status: TicketStatus, messages: Message[], hasNextPage: boolean, endCursor: string | null): TicketDetail {
  return { ...ticket('t-1', status), payload: { messages }, page: { hasNextPage, endCursor } };
}

/** What the app's failure mapping (src/app/support/failures.ts) rejects with. */
export const failures = {
  unauthorized: { reason: 'unauthorized' as const },
  forbidden: { reason: 'forbidden' as const },
  notFound: { reason: 'notFound' as const },
  locked: {
    reason: 'conflict' as const,
    message: 'Cette demande est terminée\u202F: vous ne pouvez plus y répondre. Ouvrez une nouvelle demande pour nous écrire.',
  },
  /** The staff console's version was stale (decision 0050): the 409's `changes` come along. */
  ticketChanged: {
    reason: 'conflict' as const,
    message: 'Cette demande a changé depuis votre lecture.',
    changes: {
      version: 7,
      status: 'pending' as const,
      messages: [
        { date: '2026-12-02T13:02:00.000Z', internal: false, author: { role: 'contact' as const, name: 'Chloé Bernard' } },
        { date: '2026-12-02T13:03:00.000Z', internal: true, author: { role: 'staff' as const, name: 'Coach Lucie' } },
      ],
    },
  },
  invalidMessage: {
    reason: 'invalid' as const,
    violations: [{ property: 'message', message: 'La longueur de ce champ est incorrecte', type: 'invalid' as const }],
  },
  invalidTitle: {
    reason: 'invalid' as const,
    violations: [{ property: 'title', message: 'Ce champ est obligatoire', type: 'missing' as const }],
  },
  offline: new Error('offline'),
};

/** "error: fetchTickets (unauthorized)" and the like. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return 'network';
  return (error as { reason?: string }).reason ?? 'unknown';
}
