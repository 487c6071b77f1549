import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { newTicketHref, ticketsHref } from '../../src/app/support/paths.ts';
import { useContactAccessActor, useContactThreadActor } from '../../src/app/support/use-support-actors.ts';
import { SUPPORT_TOKEN_QUERY } from '../../src/domain/support-rules.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { RejectedNotice } from '../components/support/rejected-notice.tsx';
import { TicketThread } from '../components/support/ticket-thread.tsx';

function Thread({ uid, token }: { uid: string; token: string }) {
  const actor = useContactThreadActor(uid, token);
  return (
    <TicketThread
      actor={actor}
      viewer="contact"
      back={{ href: ticketsHref(token), label: supportPages.ticket.back }}
      newTicketHref={newTicketHref(token)}
      rejected={(reason) => <RejectedNotice reason={reason} />}
    />
  );
}

/** /contact/tickets/{uid} (docs/product.md#routes): the ticket's messages, a back button and the reply the status allows. */
export default function ContactTicketPage() {
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  const urlToken = params.get(SUPPORT_TOKEN_QUERY);
  const access = useContactAccessActor(useMemo(() => ({ mode: 'tickets' as const, token: urlToken }), [urlToken]));
  const token = useSelector(access, (snapshot) => (snapshot.hasTag('granted') ? snapshot.context.token : null));
  if (!token) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-muted">
        {supportPages.tickets.redirecting}
      </p>
    );
  }
  return <Thread key={`${uid}:${token}`} uid={uid} token={token} />;
}
