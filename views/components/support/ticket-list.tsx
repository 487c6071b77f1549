import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { SupportFailureReason } from '../../../machines/support/support-failure.ts';
import { listViewOf, type ticketListMachine } from '../../../machines/support/ticket-list.machine.ts';
import type { Ticket } from '../../../src/domain/support.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDateTime } from '../../../src/i18n/format.ts';
import { supportPages } from '../../../src/i18n/fr/support-pages.ts';
import { StatusBadge } from './status-badge.tsx';

export interface TicketListTexts {
  loading: string;
  empty: string;
  loadMore: string;
  loadFailed: string;
  /** The mark of a ticket the staff answered and its contact has not opened since (contact lists only). */
  unread?: string;
}

interface TicketListProps {
  actor: ActorRefFrom<typeof ticketListMachine>;
  hrefOf: (ticket: Ticket) => string;
  texts: TicketListTexts;
  /** Staff: who wrote, the support type and the detailed status. */
  staff?: boolean;
  /** What to show when the list is refused (default: nothing; the page may say it itself). */
  rejected?: (reason: SupportFailureReason | null) => ReactNode;
}

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border-2 border-header px-6 py-2.5 font-semibold text-ink transition hover:bg-header hover:text-white disabled:cursor-wait disabled:opacity-60';

/** A paged list of tickets: newest first, "load more" while the list has more (docs/product.md#states, docs/product.md#limits 10 a page). */
export function TicketList({ actor, hrefOf, texts, staff = false, rejected }: TicketListProps) {
  const tickets = useSelector(actor, (snapshot) => snapshot.context.tickets);
  const rejection = useSelector(actor, (snapshot) => snapshot.context.rejection);
  const state = useSelector(actor, listViewOf);
  // Refused: never "no tickets yet".
  if (state === 'rejected') return <>{rejected?.(rejection) ?? null}</>;
  if (state === 'busy' && tickets.length === 0) {
    return (
      <p role="status" className="py-8 text-muted">
        {texts.loading}
      </p>
    );
  }
  return (
    <div data-testid="ticket-list" data-state={state}>
      {tickets.length === 0 && state === 'complete' ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-muted">{texts.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {tickets.map((ticket) => {
            // Decision 0036: the member sees at a glance where an answer waits for him.
            const unread = !staff && ticket.unread && texts.unread !== undefined;
            return (
              <li key={ticket.uid}>
                <Link
                  to={hrefOf(ticket)}
                  data-testid="ticket-item"
                  data-unread={unread ? 'true' : undefined}
                  className={`block rounded-xl border bg-white px-4 py-4 shadow-sm transition hover:border-primary/50 hover:shadow focus-visible:border-primary ${unread ? 'border-primary/60 border-l-4' : 'border-gray-200'}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className={`min-w-0 break-words text-ink ${unread ? 'font-bold' : 'font-semibold'}`}>
                      {ticket.category && <span className="mr-1.5 text-sm font-medium text-primary">[{ticket.category}]</span>}
                      {ticket.title}
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      {unread && (
                        <span
                          data-testid="unread-mark"
                          className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white"
                        >
                          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white" />
                          {texts.unread}
                        </span>
                      )}
                      <StatusBadge status={ticket.status} detailed={staff} />
                    </div>
                  </div>
                  {staff && (
                    <p className="mt-1 text-sm break-words text-ink">
                      <span className="mr-2 rounded bg-surface px-1.5 py-0.5 text-xs font-semibold text-muted">
                        {supportPages.type[ticket.type]}
                      </span>
                      {fill(supportPages.staff.from, { name: ticket.contact.name, email: ticket.contact.email })}
                    </p>
                  )}
                  <p className="mt-1 text-sm text-muted">
                    {fill(staff ? supportPages.lastActivity : supportPages.opened, {
                      date: formatDateTime(staff ? ticket.lastActivity : ticket.date),
                    })}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        {state === 'more' && (
          <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'ticketList.loadMore' })}>
            {texts.loadMore}
          </button>
        )}
        {state === 'busy' && (
          <button type="button" className={secondaryButton} disabled>
            {supportPages.loading}
          </button>
        )}
        {state === 'error' && (
          <>
            <p role="alert" className="text-error">
              {texts.loadFailed}
            </p>
            <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'ticketList.retry' })}>
              {supportPages.retry}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
