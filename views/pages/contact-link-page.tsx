import { useSelector } from '@xstate/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_PATHS } from '../../src/app/support/paths.ts';
import { useContactAccessActor } from '../../src/app/support/use-support-actors.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';

const texts = supportPages.link;

/** /contact/link (docs/product.md#routes): e-mails a fresh follow-up link; the same answer whether or not the address is known. */
export default function ContactLinkPage() {
  const actor = useContactAccessActor(useMemo(() => ({ mode: 'link' as const }), []));
  const fieldIssues = useSelector(actor, (snapshot) => snapshot.context.fieldIssues);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const sent = useSelector(actor, (snapshot) => snapshot.hasTag('sent'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'contactAccess.request', email: String(new FormData(event.currentTarget).get('email') ?? '') });
    setAttempt((value) => value + 1);
  };

  return (
    <FormCard title={texts.heading} intro={sent ? undefined : texts.intro}>
      {sent ? (
        <div className="flex flex-col gap-5">
          <FormAlert tone="success" title={texts.sentTitle} testId="link-sent">
            {texts.sent}
          </FormAlert>
          <button
            type="button"
            onClick={() => actor.send({ type: 'contactAccess.restart' })}
            className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {texts.again}
          </button>
        </div>
      ) : (
        <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          {failed && <FormAlert tone="error">{texts.failed}</FormAlert>}
          <TextField
            name="email"
            type="email"
            label={texts.email}
            autoComplete="email"
            inputMode="email"
            required
            issue={fieldIssues.email}
            onEdit={() => actor.send({ type: 'contactAccess.edit' })}
          />
          <div>
            <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={busy} />
          </div>
        </form>
      )}
      <p className="mt-8 border-t border-gray-200 pt-6 text-sm">
        <Link to={SUPPORT_PATHS.newTicket} className="font-semibold text-primary underline-offset-4 hover:underline">
          {texts.newTicket}
        </Link>
      </p>
    </FormCard>
  );
}
