import { useParams } from 'react-router-dom';
import { newTicketHref, ticketsHref } from '../../src/app/support/paths.ts';
import { useContactThreadActor } from '../../src/app/support/use-support-actors.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { ContactAccessGate } from '../components/support/contact-access-gate.tsx';
import { RejectedNotice } from '../components/support/rejected-notice.tsx';
import { TicketThread } from '../components/support/ticket-thread.tsx';

function Thread({ uid, token }: { uid: string; token: string | null }) {
  const actor = useContactThreadActor(uid, token);
  return (
    <TicketThread
      actor={actor}
      viewer="contact"
      back={{ href: ticketsHref(token, token === null), label: supportPages.ticket.back }}
      newTicketHref={newTicketHref(token)}
      rejected={(reason) => <RejectedNotice reason={reason} />}
    />
  );
}

/**
 * /contact/tickets/{uid} (docs/product.md#routes): the ticket's messages, a back button and the reply the status allows;
 * with the link's token t, or a signed-in member's session (ContactAccessGate).
 */
export default function ContactTicketPage() {
  const { uid = '' } = useParams();
  return (
    <ContactAccessGate
      settling={
        <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-muted">
          {supportPages.ticket.loading}
        </p>
      }
      waiting={
        <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-muted">
          {supportPages.tickets.redirecting}
        </p>
      }
    >
      {(token) => <Thread key={`${uid}:${token ?? 'member'}`} uid={uid} token={token} />}
    </ContactAccessGate>
  );
}
