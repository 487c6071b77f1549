import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { usePaymentCallbackActor } from '../../src/app/signup/use-signup-actors.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { SignupSteps } from '../components/signup/signup-steps.tsx';

const texts = signup.callback;

/**
 * /callback/payment (route callback-payment, docs/product.md#routes): the payment result, then the welcome or failure
 * page. A cancel on the hosted page shows no result: only a short note while going back to the
 * payment step. The outcome's message stays until the next page shows (no other text flashes).
 */
export default function PaymentCallbackPage() {
  const [searchParams] = useSearchParams();
  const actor = usePaymentCallbackActor({
    success: searchParams.get('success'),
    cashback: searchParams.get('cashback'),
    cancelled: searchParams.get('cancelled'),
  });
  const outcome = useSelector(actor, (snapshot) =>
    snapshot.hasTag('cancelled') ? 'cancelled' : snapshot.hasTag('success') ? 'success' : snapshot.hasTag('declined') ? 'declined' : null,
  );
  const leaving = useSelector(actor, (snapshot) => snapshot.hasTag('leaving'));
  // Never met: the first snapshot has already read the query (eventless transitions).
  if (outcome === null) return null;
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
            className="rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark disabled:opacity-70"
          >
            {texts.continue}
          </button>
        </div>
      </FormCard>
    </>
  );
}
