import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { usePaymentCallbackActor } from '../../src/app/signup/use-signup-actors.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { FormCard } from '../components/form/form-card.tsx';
import { SignupSteps } from '../components/signup/signup-steps.tsx';

const texts = signup.callback;

/** /callback/payment (route callback-payment, §2): the payment result, then the welcome page. */
export default function PaymentCallbackPage() {
  const [searchParams] = useSearchParams();
  const actor = usePaymentCallbackActor({ success: searchParams.get('success'), cashback: searchParams.get('cashback') });
  const success = useSelector(actor, (snapshot) => snapshot.hasTag('success'));
  const leaving = useSelector(actor, (snapshot) => snapshot.hasTag('leaving'));
  return (
    <>
      <div className="mx-auto max-w-xl px-4 pt-10">
        <SignupSteps current="welcome" />
      </div>
      <FormCard title={signup.outcome.welcomeTitle}>
        <div className="flex flex-col items-start gap-4" data-testid="payment-callback">
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
