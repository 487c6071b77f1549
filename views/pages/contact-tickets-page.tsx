import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { ticketHref } from '../../src/app/support/paths.ts';
import { useContactTicketListActor } from '../../src/app/support/use-support-actors.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { ContactAccessGate } from '../components/support/contact-access-gate.tsx';
import { NewTicketForm } from '../components/support/new-ticket-form.tsx';
import { RejectedNotice } from '../components/support/rejected-notice.tsx';
import { TicketList } from '../components/support/ticket-list.tsx';

const texts = supportPages.tickets;
const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-ink outline-none transition data-[hover]:bg-gray-100 data-[selected]:bg-header data-[selected]:text-white data-[focus]:ring-2 data-[focus]:ring-primary';

/**
 * The tabs once the link's token is held, or for a signed-in member (token null: his session):
 * "new request" (the form, as this contact) and "all requests".
 */
function Tickets({ token }: { token: string | null }) {
  const list = useContactTicketListActor(token);
  const rejection = useSelector(list, (snapshot) => (snapshot.hasTag('rejected') ? snapshot.context.rejection : null));
  if (rejection) return <RejectedNotice reason={rejection} />;
  return (
    <TabGroup defaultIndex={1}>
      <TabList aria-label={texts.tabsLabel} className="flex flex-wrap gap-2 border-b border-gray-200 pb-3">
        <Tab className={tabClass}>{texts.newTab}</Tab>
        <Tab className={tabClass}>{texts.allTab}</Tab>
      </TabList>
      <TabPanels className="mt-6">
        <TabPanel unmount={false} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <NewTicketForm
            identity="known"
            token={token}
            member={token === null}
            onCreated={(ticket) => list.send({ type: 'ticketList.add', ticket })}
          />
        </TabPanel>
        <TabPanel unmount={false}>
          <TicketList
            actor={list}
            hrefOf={(ticket) => ticketHref(ticket.uid, token)}
            texts={{
              loading: texts.loading,
              empty: texts.empty,
              loadMore: texts.loadMore,
              loadFailed: texts.loadFailed,
              unread: texts.unread,
            }}
          />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

/**
 * /contact/tickets (docs/product.md#routes): lists with the link's token t, or a signed-in member's
 * session (docs/decisions/0036-members-own-tickets-and-unread-answers.md); anyone else → /contact/link.
 */
export default function ContactTicketsPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
      <ContactAccessGate
        settling={
          <p role="status" className="text-muted">
            {texts.loading}
          </p>
        }
        waiting={
          <p role="status" className="text-muted">
            {texts.redirecting}
          </p>
        }
      >
        {(token) => <Tickets key={token ?? 'member'} token={token} />}
      </ContactAccessGate>
    </div>
  );
}
