import { useSelector } from '@xstate/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePasswordResetActor } from '../../src/app/auth/use-password-reset-actor.ts';
import { routePath } from '../../src/app/paths.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { PasswordField } from '../components/form/password-field.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { authPages } from '../../src/i18n/fr/auth-pages.ts';

/** /reset-password/update?token=…: checks the e-mailed link, then sets the new password. */
export default function ResetPasswordUpdatePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const actor = usePasswordResetActor(useMemo(() => ({ mode: 'update' as const, token }), [token]));
  const fieldIssues = useSelector(actor, (snapshot) => snapshot.context.fieldIssues);
  const tokenProblem = useSelector(actor, (snapshot) => snapshot.context.tokenProblem);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const checkFailed = useSelector(actor, (snapshot) => snapshot.hasTag('checkFailed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const rejected = useSelector(actor, (snapshot) => snapshot.hasTag('tokenRejected'));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const resetPath = routePath('reset-password', '/reset-password');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({
      type: 'passwordReset.update',
      password: String(data.get('password') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    });
    setAttempt((value) => value + 1);
  };

  if (rejected) {
    return (
      <FormCard title={authPages.resetUpdate.tokenTitle}>
        <FormAlert tone="error" testId="reset-token-problem">
          {authPages.resetUpdate.tokenProblems[tokenProblem ?? 'invalid']}
        </FormAlert>
        <Link
          to={resetPath}
          className="mt-6 inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark"
        >
          {authPages.resetUpdate.requestNew}
        </Link>
      </FormCard>
    );
  }

  if (checking || checkFailed) {
    return (
      <FormCard title={authPages.resetUpdate.heading}>
        {checking ? (
          <p role="status" className="text-muted">
            {authPages.resetUpdate.checking}
          </p>
        ) : (
          <FormAlert tone="error">
            <p>{authPages.resetUpdate.checkFailed}</p>
            <button
              type="button"
              onClick={() => actor.send({ type: 'passwordReset.retry' })}
              className="mt-2 font-semibold underline underline-offset-4"
            >
              {authPages.resetUpdate.retry}
            </button>
          </FormAlert>
        )}
      </FormCard>
    );
  }

  return (
    <FormCard title={authPages.resetUpdate.heading} intro={authPages.resetUpdate.intro}>
      <form ref={form} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="reset-update-form">
        {failed && <FormAlert tone="error">{authPages.resetUpdate.failed}</FormAlert>}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <PasswordField
          name="password"
          label={authPages.resetUpdate.password}
          hint={authPages.form.passwordHint}
          autoComplete="new-password"
          required
          issue={fieldIssues.password}
          onEdit={() => actor.send({ type: 'passwordReset.edit', field: 'password' })}
        />
        <PasswordField
          name="confirmation"
          label={authPages.resetUpdate.confirmation}
          autoComplete="new-password"
          required
          issue={fieldIssues.confirmation}
          onEdit={() => actor.send({ type: 'passwordReset.edit', field: 'confirmation' })}
        />
        <div>
          <SubmitButton label={authPages.resetUpdate.submit} busyLabel={authPages.resetUpdate.submitting} busy={busy} />
        </div>
      </form>
    </FormCard>
  );
}
