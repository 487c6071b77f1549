import { Link } from 'react-router-dom';
import { COACHING_PATHS, discussionHref } from '../../src/app/coaching/paths.ts';
import { useDiscussionListActor } from '../../src/app/coaching/use-coaching-actors.ts';
import { coachingPages } from '../../src/i18n/fr/coaching-pages.ts';
import { CoachingProfile } from '../components/coaching/coaching-profile.tsx';
import { CoachingRejected } from '../components/coaching/coaching-rejected.tsx';
import { primaryLink } from '../components/coaching/styles.ts';
import { TicketList } from '../components/support/ticket-list.tsx';

const texts = coachingPages.list;

/** /coaching (docs/product.md#routes): the VIP member's discussions with the coaches, newest first, and a new one. */
export default function CoachingPage() {
  const list = useDiscussionListActor();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
        <p className="text-muted">{texts.intro}</p>
        <CoachingProfile />
      </header>
      <section aria-labelledby="discussions-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-3">
          <h2 id="discussions-title" className="text-xl font-semibold text-ink">
            {texts.title}
          </h2>
          <Link to={COACHING_PATHS.newDiscussion} className={primaryLink} data-testid="new-discussion-link">
            {texts.newDiscussion}
          </Link>
        </div>
        <TicketList
          actor={list}
          hrefOf={(ticket) => discussionHref(ticket.uid)}
          texts={{
            loading: texts.loading,
            empty: texts.empty,
            loadMore: texts.loadMore,
            loadFailed: texts.loadFailed,
            unread: texts.unread,
          }}
          rejected={(reason) => <CoachingRejected reason={reason} />}
        />
      </section>
    </div>
  );
}
