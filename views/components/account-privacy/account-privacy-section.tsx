import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAccountPrivacy } from '../../../src/app/privacy/use-account-privacy.ts';
import { privacyPages as texts } from '../../../src/i18n/fr/privacy-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { useHydrated } from '../form/use-hydrated.ts';

const secondaryButton =
  'inline-flex w-full items-center justify-center rounded-full border border-gray-300 px-6 py-3 font-semibold text-ink hover:border-primary hover:text-primary-dark disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';
const dangerButton =
  'inline-flex w-full items-center justify-center rounded-full bg-error px-6 py-3 font-semibold text-white shadow hover:brightness-90 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto';

/**
 * The "my data" section of /account: download of the member's data as a JSON file, and deletion
 * of the account in two steps (what it means and a tick, then a button saying what it does). The
 * machine (machines/account/account-privacy.machine.ts) holds every rule; this only shows it.
 * `subscriptionPath`: where a running subscription is cancelled (the page knows its routes).
 */
export function AccountPrivacySection({ subscriptionPath }: { subscriptionPath: string }) {
  const actor = useAccountPrivacy();
  const hydrated = useHydrated();
  const exporting = useSelector(actor, (snapshot) => snapshot.hasTag('exporting'));
  const exported = useSelector(actor, (snapshot) => snapshot.hasTag('exported'));
  const exportFailed = useSelector(actor, (snapshot) => snapshot.hasTag('exportFailed'));
  const confirming = useSelector(actor, (snapshot) => snapshot.hasTag('confirming'));
  const deleting = useSelector(actor, (snapshot) => snapshot.hasTag('deleting'));
  const deletionFailed = useSelector(actor, (snapshot) => snapshot.hasTag('deletionFailed'));
  const refused = useSelector(actor, (snapshot) => snapshot.hasTag('refused'));
  const deleted = useSelector(actor, (snapshot) => snapshot.hasTag('deleted'));
  const { ticked, tickMissing, refusal } = useSelector(actor, (snapshot) => snapshot.context);
  const id = useId();
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  // The confirmation step takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="account-privacy"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>

      <div className="mt-5 flex flex-col gap-3">
        <h3 className="font-semibold text-ink">{texts.exportTitle}</h3>
        <p className="text-sm text-muted">{texts.exportText}</p>
        <div>
          <button
            type="button"
            className={secondaryButton}
            disabled={exporting || !hydrated}
            aria-busy={exporting || undefined}
            onClick={() => actor.send({ type: 'privacy.export' })}
          >
            {exporting ? texts.exporting : texts.exportButton}
          </button>
        </div>
        {exported && <FormAlert tone="success">{texts.exported}</FormAlert>}
        {exportFailed && <FormAlert tone="error">{texts.exportFailed}</FormAlert>}
      </div>

      <div className="mt-8 flex flex-col gap-3 border-t border-gray-200 pt-6">
        <h3 className="font-semibold text-ink">{texts.deleteTitle}</h3>
        <p className="text-sm text-muted">{texts.deleteText}</p>
        <p className="text-sm text-muted">
          {texts.deleteSubscriptionNote}{' '}
          <Link to={subscriptionPath} className="font-semibold text-primary-dark underline underline-offset-4 hover:text-primary">
            {texts.subscriptionLink}
          </Link>
        </p>

        {!confirming && !refused && !deleted && (
          <div>
            <button
              type="button"
              className={secondaryButton}
              disabled={!hydrated}
              onClick={() => actor.send({ type: 'privacy.startDeletion' })}
            >
              {texts.startDeletion}
            </button>
          </div>
        )}

        {confirming && (
          <div
            role="group"
            aria-labelledby={`${id}-confirm`}
            className="flex flex-col gap-4 rounded-xl border border-error/40 bg-error/5 p-4 sm:p-5"
            data-testid="delete-confirmation"
          >
            <h4 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1} className="font-semibold text-ink outline-none">
              {texts.confirmTitle}
            </h4>
            <div className="flex flex-col gap-1">
              <div className="flex items-start gap-3">
                <input
                  id={`${id}-tick`}
                  type="checkbox"
                  checked={ticked}
                  disabled={deleting}
                  aria-invalid={tickMissing || undefined}
                  aria-describedby={tickMissing ? `${id}-tick-error` : undefined}
                  onChange={(event) => actor.send({ type: 'privacy.tick', ticked: event.currentTarget.checked })}
                  className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-300 accent-error"
                />
                <label htmlFor={`${id}-tick`} className="text-sm leading-relaxed text-ink">
                  {texts.confirmCheckbox}
                </label>
              </div>
              <p id={`${id}-tick-error`} role="alert" className={tickMissing ? 'pl-8 text-sm font-medium text-error' : 'sr-only'}>
                {tickMissing ? texts.tickMissing : ''}
              </p>
            </div>
            {deletionFailed && <FormAlert tone="error">{texts.deletionFailed}</FormAlert>}
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                className={dangerButton}
                disabled={deleting}
                aria-busy={deleting || undefined}
                onClick={() => actor.send({ type: 'privacy.confirmDeletion' })}
              >
                {deleting ? texts.deleting : texts.confirmButton}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={deleting}
                onClick={() => actor.send({ type: 'privacy.cancelDeletion' })}
              >
                {texts.cancel}
              </button>
            </div>
          </div>
        )}

        {refused && (
          <FormAlert tone="error" testId="delete-refused">
            <p>{refusal}</p>
            <button
              type="button"
              onClick={() => actor.send({ type: 'privacy.cancelDeletion' })}
              className="mt-2 font-semibold underline underline-offset-4"
            >
              {texts.close}
            </button>
          </FormAlert>
        )}
        {deleted && <FormAlert tone="success">{texts.deleted}</FormAlert>}
      </div>
    </section>
  );
}
