import { Description, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { subscriptionPageMachine } from '../../machines/account/subscription-page.machine.ts';
import { grantsAccess } from '../../machines/subscription.machine.ts';
import { useSubscriptionPageData } from '../../src/app/account/use-page-data.ts';
import { useSubscriptionActor } from '../../src/app/account/use-subscription-actor.ts';
import { useStopRenewalRequest } from '../../src/app/account/use-stop-renewal-request.ts';
import { routePath, STOP_RENEWAL_FRAGMENT } from '../../src/app/paths.ts';
import type { Subscription } from '../../src/domain/subscription.ts';
import { fill } from '../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';
import { subscriptionPages as texts } from '../../src/i18n/fr/subscription-pages.ts';
import { cancellationText, cashbackText, stopConsequences, stopForfeitsCashback } from '../../src/i18n/subscription-texts.ts';
import { BillingSection } from '../components/billing/billing-section.tsx';
import { FormAlert } from '../components/form/form-alert.tsx';
import { useHydrated } from '../components/form/use-hydrated.ts';
import { WithdrawalSection } from '../components/withdrawal/withdrawal-section.tsx';
import { CenteredDialog, DialogActions } from '../components/centered-dialog.tsx';

type PageActor = ActorRefFrom<typeof subscriptionPageMachine>;

/** The colour of the state's dot (the text itself stays dark: contrast). */
const DOT: Record<Subscription['state'], string> = {
  pending: 'bg-gray-400',
  trial: 'bg-info',
  active: 'bg-success',
  retrying: 'bg-warning',
  cancellationRequested: 'bg-warning',
  ended: 'bg-gray-400',
  erased: 'bg-gray-400',
};

function Card({ id, anchor, title, children }: { id: string; anchor?: string; title: string; children: ReactNode }) {
  return (
    <section id={anchor} aria-labelledby={id} className="scroll-mt-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Item({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-surface px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Summary({ subscription }: { subscription: Subscription }) {
  const { nextPaymentDateTime, nextPaymentAmount } = subscription;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Item label={texts.stateLabel} testId="subscription-state">
        <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-0.5 text-sm ring-1 ring-gray-200">
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[subscription.state]}`} />
          {texts.states[subscription.state]}
        </span>
      </Item>
      <Item label={texts.memberSince} testId="member-since">
        {subscription.startedDateTime ? formatDate(subscription.startedDateTime) : '—'}
      </Item>
      <Item label={texts.nextPayment} testId="next-payment">
        {nextPaymentDateTime && nextPaymentAmount !== null ? (
          fill(texts.nextPaymentValue, { amount: formatMoney(nextPaymentAmount), date: formatDate(nextPaymentDateTime) })
        ) : (
          <span className="font-normal text-muted">{texts.noNextPayment}</span>
        )}
      </Item>
      <Item label={texts.cashback} testId="cashback">
        {cashbackText(subscription)}
      </Item>
      {subscription.expirationDateTime && (
        <Item label={texts.accessUntil} testId="access-until">
          {formatDate(subscription.expirationDateTime)}
        </Item>
      )}
    </dl>
  );
}

/** The stop-renewal dialog (docs/product.md#routes): confirming needs the required checkbox, whose state is the machine's. */
function StopRenewalDialog({ actor, accessUntil, cashbackNote }: { actor: PageActor; accessUntil: string; cashbackNote: string | null }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('dialogOpen'));
  const confirmed = useSelector(actor, (snapshot) => snapshot.context.confirmed);
  const canConfirm = useSelector(actor, (snapshot) => snapshot.can({ type: 'subscriptionPage.confirm' }));
  const cancelling = useSelector(actor, (snapshot) => snapshot.hasTag('cancelling'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('cancelFailed'));
  const checkboxId = useId();
  const hintId = `${checkboxId}-hint`;
  const dismiss = () => actor.send({ type: 'subscriptionPage.dismiss' });

  return (
    <CenteredDialog open={open} onClose={dismiss} testId="stop-renewal-dialog">
      <DialogTitle className="font-serif text-2xl font-bold text-ink">{texts.dialog.title}</DialogTitle>
      <Description className="mt-3 text-sm leading-relaxed text-muted">
        {fill(texts.dialog.text, { date: accessUntil })}
        {cashbackNote && ` ${cashbackNote}`}
      </Description>

      <div className="mt-5 flex items-start gap-3 rounded-lg bg-surface p-4">
        <input
          id={checkboxId}
          type="checkbox"
          checked={confirmed}
          disabled={cancelling}
          aria-describedby={hintId}
          onChange={(event) => actor.send({ type: 'subscriptionPage.check', checked: event.currentTarget.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-primary"
        />
        <label htmlFor={checkboxId} className="text-sm leading-relaxed text-ink">
          {texts.dialog.checkbox}
        </label>
      </div>
      <p id={hintId} className={confirmed ? 'sr-only' : 'mt-2 text-xs text-muted'}>
        {texts.dialog.checkboxHint}
      </p>

      {failed && (
        <div className="mt-4">
          <FormAlert tone="error" testId="stop-renewal-failed">
            {texts.dialog.failed}
          </FormAlert>
        </div>
      )}

      <DialogActions dismissLabel={texts.dialog.cancel} onDismiss={dismiss} disabled={cancelling}>
        <button
          type="button"
          onClick={() => actor.send({ type: 'subscriptionPage.confirm' })}
          disabled={!canConfirm}
          aria-busy={cancelling || undefined}
          className="rounded-full bg-error px-6 py-3 font-semibold text-white shadow hover:bg-error/90 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {cancelling ? texts.dialog.confirming : texts.dialog.confirm}
        </button>
      </DialogActions>
    </CenteredDialog>
  );
}

/** /account/subscription (docs/product.md#routes): the member's subscription, stop renewal, the cancellation in progress, support. */
export default function AccountSubscriptionPage() {
  const data = useSubscriptionPageData();
  const actor = useSubscriptionActor(data?.loaded ?? null);
  const hydrated = useHydrated();
  const subscription = useSelector(actor, (snapshot) => snapshot.context.subscription);
  const outcome = useSelector(actor, (snapshot) => snapshot.context.outcome);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.hasTag('loadFailed'));
  const none = useSelector(actor, (snapshot) => snapshot.hasTag('none'));
  // The footer's cancel link (fr.app.footer.unsubscribe) opens the dialog itself: three clicks to cancel (L215-1-1).
  useStopRenewalRequest(useCallback(() => actor.send({ type: 'subscriptionPage.requestStop' }), [actor]));
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The machine's answer (the lifecycle's): the card stays while its dialog is open, so the focus can come back.
  const stopOffered = useSelector(
    actor,
    (snapshot) => snapshot.can({ type: 'subscriptionPage.stopRenewal' }) || snapshot.hasTag('dialogOpen'),
  );
  const contact = routePath('contact', '/contact');
  const account = routePath('account', '/account');
  // The stop button is gone once renewal stopped: focus moves to the message that says so. After a
  // task, because the closing dialog gives the focus back (to an element still there) in a microtask.
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => outcomeRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [outcome]);

  const accessUntil = subscription?.expirationDateTime ? formatDate(subscription.expirationDateTime) : '';
  const cancellationInProgress = subscription?.state === 'cancellationRequested';
  // Withdrawn (decision 0021): the subscription is over, only the section's answer stays.
  const [withdrawn, setWithdrawn] = useState(false);
  const onWithdrawn = useCallback(() => setWithdrawn(true), []);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 md:py-14">
      <header>
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
        <p className="mt-2 text-muted">{texts.intro}</p>
      </header>

      {loading && (
        <p role="status" className="text-muted">
          {texts.loading}
        </p>
      )}
      {loadFailed && (
        <FormAlert tone="error">
          <p>{texts.loadFailed}</p>
          <button
            type="button"
            onClick={() => actor.send({ type: 'subscriptionPage.retry' })}
            className="mt-2 font-semibold underline underline-offset-4"
          >
            {texts.retry}
          </button>
        </FormAlert>
      )}
      {none && (
        <FormAlert tone="info" testId="no-subscription">
          <p>{texts.none}</p>
          <p className="mt-1">{texts.noneHint}</p>
        </FormAlert>
      )}

      {subscription && !withdrawn && (
        <>
          {outcome && (
            <div ref={outcomeRef} tabIndex={-1} className="outline-none" data-testid="unsubscribe-outcome">
              <FormAlert tone="info">{outcome === 'cancelled' ? texts.cancelledNow : texts.alreadyCancelled}</FormAlert>
            </div>
          )}
          {cancellationInProgress && (
            <FormAlert tone="info" title={texts.cancellationTitle} testId="cancellation-in-progress">
              {cancellationText(subscription)}
            </FormAlert>
          )}

          <Card id="subscription-summary" title={texts.summaryTitle}>
            <Summary subscription={subscription} />
            {subscription.state === 'retrying' && <p className="mt-4 text-sm text-warning">{texts.retryingNote}</p>}
          </Card>

          {stopOffered && (
            <Card id="subscription-stop" anchor={STOP_RENEWAL_FRAGMENT} title={texts.stopTitle}>
              <p className="text-sm text-muted">{texts.stopText}</p>
              {/* What ending means, before any click: access until the date, then the account goes. */}
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink" data-testid="stop-consequences">
                {stopConsequences(subscription).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => actor.send({ type: 'subscriptionPage.stopRenewal' })}
                disabled={!hydrated}
                className="mt-4 w-full rounded-full border border-error px-6 py-3 font-semibold text-error hover:bg-error/5 disabled:opacity-70 sm:w-auto"
              >
                {texts.stopRenewal}
              </button>
            </Card>
          )}
          <StopRenewalDialog
            actor={actor}
            accessUntil={accessUntil}
            cashbackNote={
              stopForfeitsCashback(subscription) ? fill(texts.dialog.cashbackForfeit, { amount: formatMoney(subscription.credits) }) : null
            }
          />
        </>
      )}
      {/* One slot of its own: it stays mounted (its answer shown) when the rest goes. */}
      {subscription && (withdrawn || grantsAccess(subscription.state)) && <WithdrawalSection onDone={onWithdrawn} />}
      {subscription && !withdrawn && <BillingSection />}

      <p className="text-sm text-muted">
        {texts.support}{' '}
        <Link to={contact} className="font-semibold text-primary-dark underline underline-offset-4 hover:text-primary">
          {texts.supportLink}
        </Link>
        {' · '}
        <Link to={account} className="font-semibold text-primary-dark underline underline-offset-4 hover:text-primary">
          {texts.backToAccount}
        </Link>
      </p>
    </div>
  );
}
