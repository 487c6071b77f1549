import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NewTicketField } from '../../machines/support/new-ticket.machine.ts';
import { COACHING_PATHS } from '../../src/app/coaching/paths.ts';
import { useNewDiscussionActor } from '../../src/app/coaching/use-coaching-actors.ts';
import { MESSAGE_MAX, TITLE_MAX } from '../../src/domain/support-rules.ts';
import { coachingPages } from '../../src/i18n/fr/coaching-pages.ts';
import { CoachingProfile } from '../components/coaching/coaching-profile.tsx';
import { CoachingRejected } from '../components/coaching/coaching-rejected.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { TextAreaField } from '../components/support/fields.tsx';

const texts = coachingPages.newDiscussion;

/**
 * /coaching/new-discussion (docs/product.md#routes): a subject and a message, sent as the signed-in VIP member (support
 * type coaching, the newTicket machine); once opened, the discussion's page. The nickname dialog
 * comes first while the member has no name.
 */
export default function CoachingNewDiscussionPage() {
  const actor = useNewDiscussionActor();
  const issues = useSelector(actor, (snapshot) => snapshot.context.fieldIssues);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('sent'));
  const rejection = useSelector(actor, (snapshot) => (snapshot.hasTag('rejected') ? snapshot.context.rejection : null));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const edit = (field: NewTicketField) => () => actor.send({ type: 'newTicket.edit', field });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({ type: 'newTicket.submit', title: String(data.get('title') ?? ''), message: String(data.get('message') ?? '') });
    setAttempt((count) => count + 1);
  };
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10 md:py-14">
      <Link to={COACHING_PATHS.home} className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline">
        ← {texts.back}
      </Link>
      <section aria-labelledby="new-discussion-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="new-discussion-title" className="font-serif text-3xl font-bold text-ink sm:text-4xl">
          {texts.heading}
        </h1>
        <p className="mt-2 text-muted">{texts.intro}</p>
        <div className="mt-4">
          <CoachingProfile />
        </div>
        {rejection ? (
          <div className="mt-6">
            <CoachingRejected reason={rejection} />
          </div>
        ) : (
          <form
            ref={form}
            method="post"
            noValidate
            onSubmit={submit}
            className="mt-6 flex flex-col gap-5"
            data-testid="new-discussion-form"
          >
            <TextField
              name="title"
              label={texts.title}
              hint={texts.titleHint}
              required
              maxLength={TITLE_MAX}
              issue={issues.title}
              onEdit={edit('title')}
            />
            <TextAreaField
              name="message"
              label={texts.message}
              hint={texts.messageHint}
              required
              maxLength={MESSAGE_MAX}
              rows={8}
              issue={issues.message}
              onEdit={edit('message')}
            />
            <div>
              <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={busy} />
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
