import { useSelector } from '@xstate/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useRouteMatches } from '../../src/app/router/use-route.ts';
import { routePath } from '../../src/app/paths.ts';
import { ALREADY_PAID_NOTICE, SIGNUP_PATHS } from '../../src/app/signup/paths.ts';
import { useActivationActor, useFinishPaymentHref } from '../../src/app/signup/use-signup-actors.ts';
import { fill } from '../../src/i18n/fill.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { SignupSteps } from '../components/signup/signup-steps.tsx';

const texts = signup.outcome;
const primaryLink = 'inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark';
const secondaryLink = 'font-semibold text-primary underline-offset-4 hover:underline';
/** What the welcome page shows, one at a time (the activation machine's view tags). */
const ACTIVATION_STATES = ['checking', 'unpaid', 'waiting', 'active', 'slow', 'signedOut'] as const;

/**
 * /registration/{success|failure} and /registration/welcome[/success|/failure] (docs/product.md#routes): the end of
 * the funnel. A success waits for the account's activation (VIP) so the member can read at once;
 * a failure says why (the code (docs/product.md#errors) when there is one) and offers to pay again. Sent here because the
 * payment had already been received (a second attempt refused), it says so first. The
 * payment's real state is asked first (decision 0034): nothing is confirmed before it, and an account
 * that never paid is offered the way to pay instead of a wait.
 */
export default function SignupOutcomePage() {
  const matches = useRouteMatches();
  const { result } = useParams();
  const routeName = matches.at(-1)?.id;
  const failed = result === 'failure' || routeName === 'registration-welcome-failure';
  return (
    <>
      <div className="mx-auto max-w-xl px-4 pt-10">
        <SignupSteps current={failed ? 'payment' : 'welcome'} />
      </div>
      {failed ? <FailureOutcome /> : <SuccessOutcome welcome={routeName === 'registration-welcome'} />}
    </>
  );
}

function FailureOutcome() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const contact = routePath('contact');
  return (
    <FormCard title={texts.failureTitle} intro={texts.failureText}>
      <div className="flex flex-col items-start gap-5" data-testid="signup-failure">
        {code && (
          <FormAlert tone="error" testId="signup-failure-code">
            {fill(texts.failureCode, { code })}
          </FormAlert>
        )}
        <Link to={SIGNUP_PATHS.payment} className={primaryLink}>
          {texts.retryPayment}
        </Link>
        {contact && (
          <Link to={contact} className={secondaryLink}>
            {texts.contactSupport}
          </Link>
        )}
      </div>
    </FormCard>
  );
}

function SuccessOutcome({ welcome }: { welcome: boolean }) {
  const [searchParams] = useSearchParams();
  const alreadyPaid = searchParams.get('info') === ALREADY_PAID_NOTICE;
  const actor = useActivationActor();
  const state = useSelector(actor, (snapshot) => ACTIVATION_STATES.find((tag) => snapshot.hasTag(tag)) ?? 'checking');
  const finishHref = useFinishPaymentHref();
  const articles = routePath('articles');
  const login = routePath('login');
  if (state === 'unpaid') {
    // Never paid (decision 0034): no activation to wait for, the way to pay.
    return (
      <FormCard title={signup.unpaid.title} intro={signup.unpaid.text}>
        <div className="flex flex-col items-start gap-5" data-testid="signup-success" data-activation={state}>
          <Link to={finishHref} className={primaryLink}>
            {signup.unpaid.finish}
          </Link>
        </div>
      </FormCard>
    );
  }
  return (
    <FormCard
      title={welcome || state === 'checking' ? texts.welcomeTitle : texts.successTitle}
      intro={state === 'checking' ? undefined : state === 'active' ? texts.activeText : welcome ? texts.welcomeText : texts.successText}
    >
      <div className="flex flex-col items-start gap-5" data-testid="signup-success" data-activation={state}>
        {state === 'checking' && (
          <p role="status" className="font-medium text-ink">
            {texts.checking}
          </p>
        )}
        {alreadyPaid && (
          <FormAlert tone="info" testId="signup-already-paid">
            {texts.alreadyPaid}
          </FormAlert>
        )}
        {state === 'waiting' && (
          <p role="status" className="flex items-center gap-2 font-medium text-ink">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 animate-spin text-primary"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
            </svg>
            {texts.activating}
          </p>
        )}
        {state === 'active' && (
          <>
            <FormAlert tone="success" testId="activation-done">
              {texts.active}
            </FormAlert>
            {articles && (
              <Link to={articles} className={primaryLink}>
                {texts.readArticles}
              </Link>
            )}
          </>
        )}
        {state === 'slow' && (
          <>
            <FormAlert tone="info">{texts.slow}</FormAlert>
            <button type="button" onClick={() => actor.send({ type: 'activation.retry' })} className={primaryLink}>
              {texts.checkAgain}
            </button>
          </>
        )}
        {state === 'signedOut' && (
          <>
            <FormAlert tone="info">{texts.signedOut}</FormAlert>
            {login && (
              <Link to={login} className={primaryLink}>
                {texts.login}
              </Link>
            )}
          </>
        )}
      </div>
    </FormCard>
  );
}
