import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_CANCELLED_NOTICE, SIGNUP_PATHS } from '../../src/app/signup/paths.ts';
import { registrationInputOf, useRegistrationActor } from '../../src/app/signup/use-signup-actors.ts';
import { routePath } from '../../src/app/paths.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { CheckboxField } from '../components/form/checkbox-field.tsx';
import { FormAlert } from '../components/form/form-alert.tsx';
import { PasswordField } from '../components/form/password-field.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { FormulaSummary, FormulaSummaryPlaceholder } from '../components/signup/formula-summary.tsx';
import { toFieldIssue } from '../components/signup/signup-issue.ts';
import { SignupSteps } from '../components/signup/signup-steps.tsx';

const texts = signup.registration;
const buttonClass =
  'inline-flex items-center justify-center rounded-full px-6 py-3 text-base font-semibold shadow disabled:cursor-not-allowed disabled:opacity-70';

/**
 * /registration (docs/product.md#routes): token and formula, the account form, then the way to pay. Back here once the
 * payment is taken, only the way on to the welcome page (decision 0012, amendment of 2026-11-23).
 */
export default function RegistrationPage() {
  const [searchParams] = useSearchParams();
  const actor = useRegistrationActor(registrationInputOf(searchParams));
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      form: snapshot.hasTag('form'),
      paymentChoice: snapshot.hasTag('paymentChoice'),
      error: snapshot.hasTag('error'),
      otherAttempt: snapshot.hasTag('otherAttempt'),
      paid: snapshot.hasTag('paid'),
      final: snapshot.status === 'done',
      failure: snapshot.context.failure,
      fieldIssues: snapshot.context.fieldIssues,
      formula: snapshot.context.formula,
      resumed: snapshot.context.resumed,
    }),
    shallowEqual,
  );
  const cancelled = searchParams.get('paiement') === PAYMENT_CANCELLED_NOTICE;
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  const terms = routePath('terms-of-service');
  const privacy = routePath('privacy-policy');
  const login = routePath('login');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({
      type: 'registration.submit',
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      acceptTerms: data.get('acceptTerms') === 'on',
      acceptPrivacy: data.get('acceptPrivacy') === 'on',
    });
    setAttempt((value) => value + 1);
  };

  const failureText = view.failure ? texts.errors[view.failure] : null;

  return (
    // At least a screen tall: the footer starts below the fold, so the form arriving late moves
    // nothing the member sees (Lighthouse CLS).
    <div className="mx-auto min-h-screen max-w-5xl px-4 py-10 md:py-14">
      <SignupSteps current={view.paid ? 'welcome' : view.paymentChoice ? 'payment' : 'account'} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {view.formula ? <FormulaSummary formula={view.formula} /> : view.busy && !view.final && <FormulaSummaryPlaceholder />}
        <section
          aria-labelledby="registration-title"
          className="min-w-0 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-start-1 lg:row-start-1"
        >
          <h1 id="registration-title" className="font-serif text-3xl font-bold text-ink sm:text-4xl">
            {view.paid
              ? texts.paidHeading
              : view.paymentChoice
                ? view.resumed
                  ? texts.resumeHeading
                  : texts.choiceHeading
                : texts.heading}
          </h1>

          {view.busy && !view.form && !view.paymentChoice && !view.otherAttempt && !view.paid && (
            <p role="status" className="mt-6 text-muted" data-testid="registration-busy">
              {view.final ? texts.redirecting : texts.loading}
            </p>
          )}

          {view.otherAttempt && (
            <div className="mt-6">
              <FormAlert tone="info" testId="registration-other-attempt">
                {texts.otherAttempt}
              </FormAlert>
            </div>
          )}

          {view.paid && (
            <div className="mt-4 flex flex-col items-start gap-6" data-testid="registration-paid">
              <p className="text-muted">{texts.paidText}</p>
              <Link to={SIGNUP_PATHS.welcome} className={`${buttonClass} bg-primary text-white hover:bg-primary-dark`}>
                {texts.toWelcome}
              </Link>
            </div>
          )}

          {view.error && failureText && (
            <div className="mt-6 flex flex-col items-start gap-4">
              <FormAlert tone="error" testId="registration-error">
                {failureText}
              </FormAlert>
              {view.final ? (
                <Link to="/" className="font-semibold text-primary underline-offset-4 hover:underline">
                  {texts.home}
                </Link>
              ) : (
                <button
                  type="button"
                  onClick={() => actor.send({ type: 'registration.retry' })}
                  className={`${buttonClass} bg-primary text-white`}
                >
                  {texts.retry}
                </button>
              )}
            </div>
          )}

          {view.form && (
            <>
              <p className="mt-2 text-muted">{texts.intro}</p>
              <form
                ref={form}
                method="post"
                noValidate
                onSubmit={submit}
                className="mt-6 flex flex-col gap-5"
                data-testid="registration-form"
              >
                {failureText && (
                  <FormAlert tone="error" testId="registration-error">
                    {failureText}
                  </FormAlert>
                )}
                <TextField
                  name="email"
                  type="email"
                  label={texts.email}
                  autoComplete="email"
                  inputMode="email"
                  required
                  issue={toFieldIssue(view.fieldIssues.email)}
                  onEdit={() => actor.send({ type: 'registration.edit', field: 'email' })}
                />
                <PasswordField
                  name="password"
                  label={texts.password}
                  hint={texts.passwordHint}
                  autoComplete="new-password"
                  required
                  issue={toFieldIssue(view.fieldIssues.password)}
                  onEdit={() => actor.send({ type: 'registration.edit', field: 'password' })}
                />
                <CheckboxField
                  name="acceptTerms"
                  label={
                    <>
                      {texts.acceptTerms}
                      {terms && (
                        <>
                          {' '}
                          (
                          <Link to={terms} target="_blank" className="font-medium text-primary underline underline-offset-2">
                            {texts.readTerms}
                          </Link>
                          )
                        </>
                      )}
                    </>
                  }
                  issue={toFieldIssue(view.fieldIssues.terms)}
                  onEdit={() => actor.send({ type: 'registration.edit', field: 'terms' })}
                />
                <CheckboxField
                  name="acceptPrivacy"
                  label={
                    <>
                      {texts.acceptPrivacy}
                      {privacy && (
                        <>
                          {' '}
                          (
                          <Link to={privacy} target="_blank" className="font-medium text-primary underline underline-offset-2">
                            {texts.readPrivacy}
                          </Link>
                          )
                        </>
                      )}
                    </>
                  }
                  issue={toFieldIssue(view.fieldIssues.privacy)}
                  onEdit={() => actor.send({ type: 'registration.edit', field: 'privacy' })}
                />
                <FormAlert tone="info">{texts.paymentNotice}</FormAlert>
                <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
                  {login && (
                    <p className="text-sm text-muted">
                      {texts.haveAccount}{' '}
                      <Link to={login} className="font-semibold text-primary underline-offset-4 hover:underline">
                        {texts.login}
                      </Link>
                    </p>
                  )}
                  <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={view.busy} />
                </div>
              </form>
            </>
          )}

          {view.paymentChoice && (
            <div className="mt-4 flex flex-col gap-4" data-testid="payment-choice">
              <p className="text-muted">{view.resumed ? texts.resumeIntro : texts.choiceIntro}</p>
              {cancelled && !failureText && (
                <FormAlert tone="info" testId="payment-cancelled">
                  {texts.cancelledNotice}
                </FormAlert>
              )}
              {failureText && !view.otherAttempt && (
                <FormAlert tone={view.failure === 'inProgress' ? 'info' : 'error'} testId="registration-error">
                  {failureText}
                </FormAlert>
              )}
              <button
                type="button"
                disabled={view.busy}
                onClick={() => actor.send({ type: 'registration.payByCard' })}
                className={`${buttonClass} bg-primary text-white hover:bg-primary-dark`}
              >
                {texts.payByCard}
              </button>
              <button
                type="button"
                disabled={view.busy}
                aria-busy={view.busy || undefined}
                onClick={() => actor.send({ type: 'registration.payByLink' })}
                className={`${buttonClass} border border-gray-300 bg-white text-ink shadow-none hover:bg-surface`}
              >
                {view.busy ? texts.redirecting : texts.payByLink}
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
