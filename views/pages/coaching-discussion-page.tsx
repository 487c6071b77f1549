import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import type { SupportFailureReason } from '../../machines/support/support-failure.ts';
import { COACHING_PATHS } from '../../src/app/coaching/paths.ts';
import { useDiscussionThreadActor } from '../../src/app/coaching/use-coaching-actors.ts';
import { useBreadcrumbLabel } from '../../src/app/use-breadcrumbs.ts';
import { coachingPages } from '../../src/i18n/fr/coaching-pages.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { TicketThread } from '../components/support/ticket-thread.tsx';

const texts = coachingPages.discussion;

/** Another member's discussion (403 code 2), an unknown one (404), or a session that ended (401). */
function DiscussionRejected({ reason }: { reason: SupportFailureReason | null }) {
  const text =
    reason === 'forbidden'
      ? coachingPages.rejected.forbidden
      : reason === 'notFound'
        ? coachingPages.rejected.notFound
        : coachingPages.rejected.unauthorized;
  return (
    <div className="flex flex-col gap-4" data-testid="discussion-rejected" data-reason={reason ?? 'unauthorized'}>
      <FormAlert tone="error">{text}</FormAlert>
      <Link to={COACHING_PATHS.home} className="self-start font-semibold text-primary underline-offset-4 hover:underline">
        {texts.back}
      </Link>
    </div>
  );
}

function Discussion({ uid }: { uid: string }) {
  const actor = useDiscussionThreadActor(uid);
  // The breadcrumb names the discussion, not the generic detail label.
  useBreadcrumbLabel(useSelector(actor, (snapshot) => snapshot.context.ticket?.title ?? null));
  return (
    <TicketThread
      actor={actor}
      viewer="contact"
      back={{ href: COACHING_PATHS.home, label: texts.back }}
      newTicketHref={COACHING_PATHS.newDiscussion}
      texts={texts}
      showOwnName
      rejected={(reason) => <DiscussionRejected reason={reason} />}
    />
  );
}

/** /coaching/{uid} (docs/product.md#routes): a discussion with the coaches, 10 messages a page, and the member's reply. */
export default function CoachingDiscussionPage() {
  const { uid = '' } = useParams();
  return <Discussion key={uid} uid={uid} />;
}
