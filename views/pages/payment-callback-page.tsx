import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppServices } from '../../src/app/app-context.tsx';
import { routePath } from '../../src/app/paths.ts';
import { registrationHref } from '../../src/app/signup/paths.ts';
import { useFinishPaymentHref, usePaymentCallbackActor } from '../../src/app/signup/use-signup-actors.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { SignupSteps } from '../components/signup/signup-steps.tsx';

const texts = signup.callback;
const primaryButton =
  'inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark disabled:opacity-70';
/** What the page shows, one at a time (the machine's view tags). */
const OUTCOMES = ['checking', 'unknown', 'unpaid', 'anonymous', 'cancelled', 'success', 'declined'] as const;

/**
 * /callback/payment (route callback-payment, docs/product.md#routes): the payment result, then the welcome or failure
 * page. A cancel on the hosted page shows no result: only a short note while going back to the
 * payment step. The outcome's message stays until the next page shows (no other text flashes).
 * Nothing is claimed before the server said where the payment stands (decision 0034): never paid →
 * the way to pay; nobody signed in → sign in or register.
 */
export default function PaymentCallbackPage() {
  const [searchParams] = useSearchParams();
  const { signupToken } = useAppServices().config;
  const actor = usePaymentCallbackActor({
    success: searchParams.get('success'),
    cashback: searchParams.get('cashback'),
    cancelled: searchParams.get('cancelled'),
  });
  const outcome = useSelector(actor, (snapshot) => OUTCOMES.find((tag) => snapshot.hasTag(tag)) ?? null);
  const leaving = useSelector(actor, (snapshot) => snapshot.hasTag('leaving'));
  const finishHref = useFinishPaymentHref();
  const login = routePath('login');
  // Never met: the first snapshot has already read the query (eventless transitions).
  if (outcome === null) return null;
  if (outcome === 'checking' || outcome === 'unknown') {
    return (
      <>
        <div className="mx-auto max-w-xl px-4 pt-10">
          <SignupSteps current="payment" />
        </div>
        <FormCard title={texts.checkingTitle}>
          <div className="flex flex-col items-start gap-4" data-testid="payment-callback" data-outcome={outcome}>
            {outcome === 'checking' ? (
              <p role="status" className="text-muted">
                {texts.checking}
              </p>
            ) : (
              <>
                <FormAlert tone="error" testId="payment-callback-message">
                  {texts.unknown}
                </FormAlert>
                <button type="button" onClick={() => actor.send({ type: 'paymentCallback.retry' })} className={primaryButton}>
                  {texts.retry}
                </button>
              </>
            )}
          </div>
        </FormCard>
      </>
    );
  }
  if (outcome === 'unpaid') {
    return (
      <>
        <div className="mx-auto max-w-xl px-4 pt-10">
          <SignupSteps current="payment" />
        </div>
        <FormCard title={signup.unpaid.title} intro={signup.unpaid.text}>
          <div className="flex flex-col items-start gap-4" data-testid="payment-callback" data-outcome={outcome}>
            <Link to={finishHref} className={primaryButton}>
              {signup.unpaid.finish}
            </Link>
          </div>
        </FormCard>
      </>
    );
  }
  if (outcome === 'anonymous') {
    return (
      <FormCard title={texts.anonymousTitle} intro={texts.anonymousText}>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center" data-testid="payment-callback" data-outcome={outcome}>
          {login && (
            <Link to={login} className={primaryButton}>
              {texts.login}
            </Link>
          )}
          <Link to={registrationHref(signupToken)} className="font-semibold text-primary underline-offset-4 hover:underline">
            {texts.register}
          </Link>
        </div>
      </FormCard>
    );
  }
  if (outcome === 'cancelled') {
    return (
      <>
        <div className="mx-auto max-w-xl px-4 pt-10">
          <SignupSteps current="payment" />
        </div>
        <FormCard title={texts.cancelledTitle}>
          <p role="status" className="text-muted" data-testid="payment-callback-cancelled">
            {texts.cancelled}
          </p>
        </FormCard>
      </>
    );
  }
  const success = outcome === 'success';
  return (
    <>
      <div className="mx-auto max-w-xl px-4 pt-10">
        <SignupSteps current={success ? 'welcome' : 'payment'} />
      </div>
      <FormCard title={success ? signup.outcome.welcomeTitle : signup.outcome.failureTitle}>
        <div className="flex flex-col items-start gap-4" data-testid="payment-callback" data-outcome={outcome}>
          <FormAlert tone={success ? 'success' : 'error'} testId="payment-callback-message">
            {success ? texts.success : texts.declined}
          </FormAlert>
          <p className="text-sm text-muted">{texts.leaving}</p>
          <button
            type="button"
            disabled={leaving}
            onClick={() => actor.send({ type: 'paymentCallback.continue' })}
            className={primaryButton}
          >
            {texts.continue}
          </button>
        </div>
      </FormCard>
    </>
  );
}
