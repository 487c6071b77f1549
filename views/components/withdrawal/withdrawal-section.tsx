import { Description, DialogTitle } from '@headlessui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useWithdrawalActor } from '../../../src/app/account/use-withdrawal-actor.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { withdrawal as texts } from '../../../src/i18n/fr/withdrawal.ts';
import { refundText, withdrawalDialogText, withdrawalDoneText } from '../../../src/i18n/withdrawal-texts.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { useHydrated } from '../form/use-hydrated.ts';
import { CenteredDialog, DialogActions } from '../centered-dialog.tsx';

/**
 * The withdrawal section of /account/subscription (docs/decisions/0021-withdrawal.md): within 14
 * days of the first payment, until when, what would be refunded today and what ending means, then
 * the function and its confirmation; afterwards, what was refunded. `onDone`: the page hides what
 * no longer holds (the subscription is over).
 */
export function WithdrawalSection({ onDone }: { onDone: () => void }) {
  const actor = useWithdrawalActor();
  const hydrated = useHydrated();
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.hasTag('loading'),
      loadFailed: snapshot.hasTag('loadFailed'),
      offered: snapshot.hasTag('offered'),
      closed: snapshot.hasTag('closed'),
      dialogOpen: snapshot.hasTag('dialogOpen'),
      busy: snapshot.hasTag('busy'),
      failed: snapshot.hasTag('failed'),
      done: snapshot.hasTag('done'),
      quote: snapshot.context.quote,
      result: snapshot.context.result,
      refusal: snapshot.context.refusal,
    }),
    shallowEqual,
  );
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!view.done) return;
    onDone();
    // After the dialog gave the focus back: to the message that says what happened.
    const timer = setTimeout(() => doneRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [view.done, onDone]);

  if (view.done && view.result) {
    const { withdrawal } = view.result;
    return (
      <div ref={doneRef} tabIndex={-1} className="outline-none" data-testid="withdrawal-done">
        <FormAlert tone="success" title={texts.page.doneTitle}>
          <p>{withdrawalDoneText(withdrawal.requestedDateTime, withdrawal.refundAmount)}</p>
          <Link to="/" reloadDocument className="mt-3 inline-block font-semibold underline underline-offset-4">
            {texts.page.doneHome}
          </Link>
        </FormAlert>
      </div>
    );
  }
  if (view.closed) {
    // Past the window: a short line for the record, no button (the cancellation stays available).
    return view.refusal ? (
      <p className="text-sm text-muted" data-testid="withdrawal-closed">
        {view.refusal}
      </p>
    ) : null;
  }

  const quote = view.quote;
  const dialog = withdrawalDialogText(quote?.refundAmount ?? 0);
  return (
    <section
      aria-labelledby="withdrawal-title"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid="withdrawal"
    >
      <h2 id="withdrawal-title" className="text-xl font-semibold text-ink">
        {texts.page.title}
      </h2>
      <div className="mt-4 flex flex-col gap-3 text-sm">
        {view.loading && (
          <p role="status" className="text-muted">
            {texts.page.loading}
          </p>
        )}
        {view.loadFailed && (
          <FormAlert tone="error">
            <p>{texts.page.dialog.failed}</p>
            <button
              type="button"
              onClick={() => actor.send({ type: 'withdrawal.retry' })}
              className="mt-2 font-semibold underline underline-offset-4"
            >
              {texts.page.dialog.retry}
            </button>
          </FormAlert>
        )}
        {quote && view.offered && (
          <>
            <p className="text-ink">{fill(texts.page.intro, { deadline: formatDate(quote.deadlineDateTime) })}</p>
            <p className="text-ink" data-testid="withdrawal-refund">
              {refundText(quote)}
            </p>
            <p className="text-muted">{texts.page.consequence}</p>
            <button
              type="button"
              onClick={() => actor.send({ type: 'withdrawal.open' })}
              disabled={!hydrated}
              className="mt-2 w-full rounded-full border border-error px-6 py-3 font-semibold text-error hover:bg-error/5 disabled:opacity-70 sm:w-auto sm:self-start"
            >
              {texts.page.open}
            </button>
          </>
        )}
      </div>

      <CenteredDialog
        open={view.dialogOpen}
        onClose={() => !view.busy && actor.send({ type: 'withdrawal.dismiss' })}
        testId="withdrawal-dialog"
      >
        <DialogTitle className="font-serif text-2xl font-bold text-ink">{texts.page.dialog.title}</DialogTitle>
        <Description className="mt-3 text-sm leading-relaxed text-muted">{dialog.text}</Description>
        {view.failed && (
          <div className="mt-4">
            <FormAlert tone="error" testId="withdrawal-failed">
              {texts.page.dialog.failed}
            </FormAlert>
          </div>
        )}
        <DialogActions
          dismissLabel={texts.page.dialog.cancel}
          onDismiss={() => actor.send({ type: 'withdrawal.dismiss' })}
          disabled={view.busy}
        >
          <button
            type="button"
            onClick={() => actor.send({ type: 'withdrawal.confirm' })}
            disabled={view.busy}
            aria-busy={view.busy || undefined}
            className="rounded-full bg-error px-6 py-3 font-semibold text-white shadow hover:bg-error/90 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {view.busy ? texts.page.dialog.confirming : dialog.confirm}
          </button>
        </DialogActions>
      </CenteredDialog>
    </section>
  );
}
