import { useSelector } from '@xstate/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePasswordResetActor } from '../../src/app/auth/use-password-reset-actor.ts';
import { routePath } from '../../src/app/paths.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { FormCard } from '../components/form/form-card.tsx';
import { authPages } from '../../src/i18n/fr/auth-pages.ts';

/** /reset-password: ask for a reset link by e-mail (same answer whether or not the account exists). */
export default function ResetPasswordRequestPage() {
  const actor = usePasswordResetActor(useMemo(() => ({ mode: 'request' as const }), []));
  const fieldIssues = useSelector(actor, (snapshot) => snapshot.context.fieldIssues);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const sent = useSelector(actor, (snapshot) => snapshot.hasTag('sent'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const loginPath = routePath('login', '/login');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'passwordReset.request', email: String(new FormData(event.currentTarget).get('email') ?? '') });
    setAttempt((value) => value + 1);
  };

  return (
    <FormCard title={authPages.resetRequest.heading} intro={sent ? undefined : authPages.resetRequest.intro}>
      {sent ? (
        <div className="flex flex-col gap-5">
          <FormAlert tone="success" title={authPages.resetRequest.sentTitle} testId="reset-sent">
            {authPages.resetRequest.sent}
          </FormAlert>
          <button
            type="button"
            onClick={() => actor.send({ type: 'passwordReset.restart' })}
            className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {authPages.resetRequest.again}
          </button>
        </div>
      ) : (
        <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
          {failed && <FormAlert tone="error">{authPages.resetRequest.failed}</FormAlert>}
          <TextField
            name="email"
            type="email"
            label={authPages.resetRequest.email}
            autoComplete="email"
            inputMode="email"
            required
            issue={fieldIssues.email}
            onEdit={() => actor.send({ type: 'passwordReset.edit', field: 'email' })}
          />
          <div>
            <SubmitButton label={authPages.resetRequest.submit} busyLabel={authPages.resetRequest.submitting} busy={busy} />
          </div>
        </form>
      )}
      <p className="mt-8 border-t border-gray-200 pt-6 text-sm">
        <Link to={loginPath} className="font-semibold text-primary underline-offset-4 hover:underline">
          {authPages.resetRequest.backToLogin}
        </Link>
      </p>
    </FormCard>
  );
}
