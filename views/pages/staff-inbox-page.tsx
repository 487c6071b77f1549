import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { TICKET_FILTERS, type TicketFilter } from '../../machines/support/ticket-list.machine.ts';
import { staffTicketHref } from '../../src/app/support/paths.ts';
import { useStaffInboxActor } from '../../src/app/support/use-support-actors.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { inputClass } from '../components/form/text-field.tsx';
import { TicketList } from '../components/support/ticket-list.tsx';

const texts = supportPages.staff;

/** /staff (role coach): the tickets of both support types, filtered by status, most recent activity first. */
export default function StaffInboxPage() {
  const actor = useStaffInboxActor('active');
  const filter = useSelector(actor, (snapshot) => snapshot.context.filter);
  const rejected = useSelector(actor, (snapshot) => snapshot.hasTag('rejected'));
  const selectId = useId();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
        <p className="text-muted">{texts.intro}</p>
      </header>
      {rejected ? (
        <FormAlert tone="error">{texts.rejected}</FormAlert>
      ) : (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <label htmlFor={selectId} className="text-sm font-semibold text-ink">
              {texts.filter}
            </label>
            <select
              id={selectId}
              value={filter}
              data-testid="status-filter"
              onChange={(event) => actor.send({ type: 'ticketList.filter', filter: event.target.value as TicketFilter })}
              className={`${inputClass} border-gray-300 focus:border-primary focus:ring-primary/30`}
            >
              {TICKET_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {texts.filters[value]}
                </option>
              ))}
            </select>
          </div>
          <TicketList
            actor={actor}
            staff
            hrefOf={(ticket) => staffTicketHref(ticket.uid)}
            texts={{ loading: texts.loading, empty: texts.empty, loadMore: texts.loadMore, loadFailed: texts.loadFailed }}
          />
        </>
      )}
    </div>
  );
}
