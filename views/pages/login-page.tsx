import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { LoginFailure } from '../../machines/auth/login.machine.ts';
import { useLoginActor } from '../../src/app/auth/use-login-actor.ts';
import { routePath } from '../../src/app/paths.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { PasswordField } from '../components/form/password-field.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { authPages } from '../../src/i18n/fr/auth-pages.ts';

/** docs/product.md#errors: the message of each kind of failure. */
function failureMessage(failure: LoginFailure): string {
  return authPages.login.errors[failure.reason];
}

/** /login (docs/product.md#routes): identifier and password, the waiting message, docs/product.md#errors messages. */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const actor = useLoginActor(searchParams.get('redirect'));
  const fieldIssues = useSelector(actor, (snapshot) => snapshot.context.fieldIssues);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const registration = routePath('registration');
  const reset = routePath('reset-password');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({ type: 'login.submit', identifier: String(data.get('identifier') ?? ''), password: String(data.get('password') ?? '') });
    setAttempt((value) => value + 1);
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-labelledby="login-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="login-title" className="font-serif text-3xl font-bold text-ink sm:text-4xl">
          {authPages.login.heading}
        </h1>
        <p className="mt-2 text-muted">{authPages.login.intro}</p>
        <form ref={form} method="post" noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" data-testid="login-form">
          {failure && (
            <FormAlert tone="error" testId="login-error">
              {failureMessage(failure)}
            </FormAlert>
          )}
          <TextField
            name="identifier"
            type="email"
            label={authPages.login.identifier}
            autoComplete="username"
            inputMode="email"
            required
            issue={fieldIssues.identifier}
            onEdit={() => actor.send({ type: 'login.edit', field: 'identifier' })}
          />
          <PasswordField
            name="password"
            label={authPages.login.password}
            autoComplete="current-password"
            required
            issue={fieldIssues.password}
            onEdit={() => actor.send({ type: 'login.edit', field: 'password' })}
          />
          <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
            {reset && (
              <Link to={reset} className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
                {authPages.login.forgotten}
              </Link>
            )}
            <SubmitButton label={authPages.login.submit} busyLabel={authPages.login.submitting} busy={busy} />
          </div>
        </form>
        {registration && (
          <p className="mt-8 border-t border-gray-200 pt-6 text-sm text-muted">
            {authPages.login.noAccount}{' '}
            <Link to={registration} className="font-semibold text-primary underline-offset-4 hover:underline">
              {authPages.login.register}
            </Link>
          </p>
        )}
      </section>
      <aside className="rounded-2xl bg-surface p-6 text-sm leading-relaxed text-ink" data-testid="login-waiting">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-info" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" />
          </svg>
          {authPages.login.waitingTitle}
        </h2>
        <p className="mt-2 text-muted">{authPages.login.waiting}</p>
      </aside>
    </div>
  );
}
