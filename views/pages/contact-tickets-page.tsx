import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ticketHref } from '../../src/app/support/paths.ts';
import { useContactAccessActor, useContactTicketListActor } from '../../src/app/support/use-support-actors.ts';
import { SUPPORT_TOKEN_QUERY } from '../../src/domain/support-rules.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { NewTicketForm } from '../components/support/new-ticket-form.tsx';
import { RejectedNotice } from '../components/support/rejected-notice.tsx';
import { TicketList } from '../components/support/ticket-list.tsx';

const texts = supportPages.tickets;
const tabClass =
  'rounded-full px-4 py-2 text-sm font-semibold text-ink outline-none transition data-[hover]:bg-gray-100 data-[selected]:bg-header data-[selected]:text-white data-[focus]:ring-2 data-[focus]:ring-primary';

/** The tabs once the link's token is held: "new request" (the form, as this contact) and "all requests". */
function Tickets({ token }: { token: string }) {
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
          <NewTicketForm identity="known" token={token} onCreated={(ticket) => list.send({ type: 'ticketList.add', ticket })} />
        </TabPanel>
        <TabPanel unmount={false}>
          <TicketList
            actor={list}
            hrefOf={(ticket) => ticketHref(ticket.uid, token)}
            texts={{ loading: texts.loading, empty: texts.empty, loadMore: texts.loadMore, loadFailed: texts.loadFailed }}
          />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

/** /contact/tickets (docs/product.md#routes): needs the link's token t (else → /contact/link) and lists with it. */
export default function ContactTicketsPage() {
  const [params] = useSearchParams();
  const urlToken = params.get(SUPPORT_TOKEN_QUERY);
  const access = useContactAccessActor(useMemo(() => ({ mode: 'tickets' as const, token: urlToken }), [urlToken]));
  const token = useSelector(access, (snapshot) => (snapshot.hasTag('granted') ? snapshot.context.token : null));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
      {token ? (
        <Tickets key={token} token={token} />
      ) : (
        <p role="status" className="text-muted">
          {texts.redirecting}
        </p>
      )}
    </div>
  );
}
