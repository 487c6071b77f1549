import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentField, PaymentProblem } from '../../machines/signup/payment.machine.ts';
import { SIGNUP_PATHS } from '../../src/app/signup/paths.ts';
import { usePaymentSetup, type PaymentSetup } from '../../src/app/signup/use-payment-setup.ts';
import { usePaymentActor } from '../../src/app/signup/use-signup-actors.ts';
import { cardBrandOf, splitExpiry, type CardBrand } from '../../src/domain/card-rules.ts';
import { firstChargeAmount } from '../../src/domain/formula.ts';
import { fill } from '../../src/i18n/fill.ts';
import { formatDashedDate, formatMoney } from '../../src/i18n/format.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { withdrawal } from '../../src/i18n/fr/withdrawal.ts';
import { useAppServices } from '../../src/app/app-context.tsx';
import { CheckboxField } from '../components/form/checkbox-field.tsx';
import { FormAlert } from '../components/form/form-alert.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid.ts';
import { useHydrated } from '../components/form/use-hydrated.ts';
import { useInputMasks } from '../components/form/use-input-masks.ts';
import { FormulaSummary } from '../components/signup/formula-summary.tsx';
import { toFieldIssue } from '../components/signup/signup-issue.ts';
import { SignupSteps } from '../components/signup/signup-steps.tsx';

const texts = signup.payment;

function problemText(problem: PaymentProblem): string {
  if (problem.reason === 'unavailable') return texts.unavailable;
  if (problem.reason === 'inProgress') return texts.inProgress;
  return fill(problem.reason === 'recoverable' ? texts.recoverable : texts.unrecoverable, { code: problem.code });
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto min-h-screen max-w-5xl px-4 py-10 md:py-14">
      <SignupSteps current="payment" />
      {children}
    </div>
  );
}

/** /registration/payment (docs/product.md#routes): the formula and the cashback card form. */
export default function RegistrationPaymentPage() {
  const hydrated = useHydrated();
  // Browser storage holds the formula (docs/product.md#entities): nothing to show before the page runs.
  const setup = usePaymentSetup(hydrated);
  if (!hydrated) {
    return (
      <Frame>
        <p role="status" className="text-muted">
          {signup.registration.loading}
        </p>
      </Frame>
    );
  }
  if (!setup) {
    return (
      <Frame>
        <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-serif text-3xl font-bold text-ink">{texts.heading}</h1>
          <p className="mt-3 text-muted" data-testid="payment-no-session">
            {texts.noSession}
          </p>
          <Link
            to={SIGNUP_PATHS.registration}
            className="mt-6 inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
          >
            {texts.toRegistration}
          </Link>
        </section>
      </Frame>
    );
  }
  return <PaymentForm setup={setup} />;
}

function PaymentForm({ setup }: { setup: PaymentSetup }) {
  const { config } = useAppServices();
  const actor = usePaymentActor(setup.input);
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      pending: snapshot.hasTag('pending'),
      otherAttempt: snapshot.hasTag('otherAttempt'),
      form: snapshot.hasTag('form'),
      fieldIssues: snapshot.context.fieldIssues,
      failure: snapshot.context.failure,
    }),
    shallowEqual,
  );
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);
  useInputMasks(form);
  const amount = formatMoney(firstChargeAmount(setup.formula));
  const edit = (field: PaymentField) => () => actor.send({ type: 'payment.edit', field });
  const issue = (field: PaymentField) => toFieldIssue(view.fieldIssues[field]);
  const [brand, setBrand] = useState<CardBrand | null>(null);
  const editExpiry = () => {
    actor.send({ type: 'payment.edit', field: 'month' });
    actor.send({ type: 'payment.edit', field: 'year' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    actor.send({
      type: 'payment.submit',
      firstname: value('firstname'),
      lastname: value('lastname'),
      cardholder: value('cardholder'),
      number: value('number'),
      // One "mm/aa" field, judged by the month and year rules (docs/product.md#validation).
      ...splitExpiry(value('expiry')),
      code: value('code'),
      expressStart: data.get('expressStart') !== null,
    });
    setAttempt((count) => count + 1);
  };

  return (
    <Frame>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <FormulaSummary formula={setup.formula}>
          <p className="mt-4 border-t border-white/15 pt-4 text-sm text-white/85" data-testid="registration-date">
            {fill(texts.accountCreated, { date: formatDashedDate(setup.input.today) })}
          </p>
        </FormulaSummary>
        <section
          aria-labelledby="payment-title"
          className="min-w-0 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-start-1 lg:row-start-1"
        >
          <h1 id="payment-title" className="font-serif text-3xl font-bold text-ink sm:text-4xl">
            {texts.heading}
          </h1>
          <p className="mt-2 text-muted">{texts.intro}</p>
          {view.pending ? (
            <div className="mt-6 flex flex-col items-start gap-4" data-testid="payment-pending">
              <FormAlert tone="info" title={view.busy ? texts.waiting : undefined}>
                {texts.pending}
              </FormAlert>
              {!view.busy && (
                // Still not settled after waiting: the welcome page keeps watching and offers to sign in.
                <Link
                  to={SIGNUP_PATHS.welcome}
                  className="rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark"
                >
                  {texts.continue}
                </Link>
              )}
            </div>
          ) : (
            <form ref={form} method="post" noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" data-testid="payment-form">
              {view.failure && (
                <FormAlert tone={view.failure.reason === 'inProgress' ? 'info' : 'error'} testId="payment-error">
                  {problemText(view.failure)}
                </FormAlert>
              )}
              {view.otherAttempt && (
                <FormAlert tone="info" testId="payment-other-attempt">
                  {texts.otherAttempt}
                </FormAlert>
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  name="firstname"
                  label={texts.firstname}
                  autoComplete="given-name"
                  required
                  issue={issue('firstname')}
                  onEdit={edit('firstname')}
                />
                <TextField
                  name="lastname"
                  label={texts.lastname}
                  autoComplete="family-name"
                  required
                  issue={issue('lastname')}
                  onEdit={edit('lastname')}
                />
              </div>
              <TextField name="email" type="email" label={signup.registration.email} defaultValue={setup.email} readOnly />
              <TextField
                name="cardholder"
                label={texts.cardholder}
                hint={texts.cardholderHint}
                autoComplete="cc-name"
                required
                issue={issue('cardholder')}
                onEdit={edit('cardholder')}
              />
              <TextField
                name="number"
                label={texts.number}
                autoComplete="cc-number"
                inputMode="numeric"
                mask="#### #### #### #### ###"
                placeholder="1234 5678 9012 3456"
                required
                issue={issue('number')}
                onEdit={() => {
                  edit('number')();
                  const typed = form.current?.querySelector<HTMLInputElement>('input[name="number"]')?.value ?? '';
                  setBrand(cardBrandOf(typed));
                }}
                hint={brand ? fill(texts.brandDetected, { brand: texts.brands[brand] }) : undefined}
              />
              <div className="grid grid-cols-2 items-start gap-5">
                <TextField
                  name="expiry"
                  label={texts.expiry}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  mask="##/##"
                  placeholder={texts.expiryPlaceholder}
                  required
                  issue={issue('month') ?? issue('year')}
                  onEdit={editExpiry}
                />
                <TextField
                  name="code"
                  label={texts.code}
                  hint={brand === 'amex' ? texts.codeHintAmex : texts.codeHint}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  mask="####"
                  required
                  issue={issue('code')}
                  onEdit={edit('code')}
                />
              </div>
              {setup.formula.creditAmount > 0 && (
                <p className="text-sm text-muted">{fill(texts.cashbackNotice, { amount: formatMoney(setup.formula.creditAmount) })}</p>
              )}
              {/* L221-25: unticked by default; the coaching begins at once only if the member asks. */}
              <CheckboxField
                name="expressStart"
                label={withdrawal.expressStart.label}
                issue={issue('expressStart')}
                onEdit={edit('expressStart')}
              />
              <p className="text-sm text-muted" data-testid="bank-notice">
                {fill(texts.statementNotice, { name: config.bank.name, address: config.bank.address })}
              </p>
              <div className="flex justify-end">
                <SubmitButton label={fill(texts.submit, { amount })} busyLabel={texts.submitting} busy={view.busy} />
              </div>
            </form>
          )}
        </section>
      </div>
    </Frame>
  );
}
