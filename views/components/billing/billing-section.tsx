import { useCallback, useState } from 'react';
import { useBilling } from '../../../src/app/account/use-billing.ts';
import { useChangeCardActor } from '../../../src/app/account/use-billing-card.ts';
import type { CardOnFile, HistoryEntry } from '../../../src/domain/billing.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { useHydrated } from '../form/use-hydrated.ts';
import { brandName, ChangeCardForm } from './change-card-form.tsx';
import { amountText, operationText, statusText } from './history-texts.ts';

const texts = billingPages.section;

export function cardText(card: CardOnFile): string {
  return fill(texts.cardValue, { brand: brandName(card.brand), last4: card.last4 });
}

export function expiryText(card: CardOnFile): string | null {
  if (card.expMonth === null || card.expYear === null) return null;
  return fill(texts.cardExpiry, { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear % 100).padStart(2, '0') });
}

/** The card on file, with its "change" form in place. */
function CardOnFileBlock({ card, onChanged }: { card: CardOnFile | null; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const actor = useChangeCardActor();
  const hydrated = useHydrated();
  const saved = useCallback(() => onChanged(), [onChanged]);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{texts.cardTitle}</h3>
      <div className="flex flex-col gap-3 rounded-lg bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div data-testid="card-on-file">
          {card === null ? (
            <p className="text-muted">{texts.noCard}</p>
          ) : (
            <>
              <p className="font-semibold text-ink">{cardText(card)}</p>
              {expiryText(card) !== null && <p className="text-sm text-muted">{expiryText(card)}</p>}
            </>
          )}
        </div>
        {!open && card !== null && (
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setOpen(true)}
            className="rounded-full border border-primary px-5 py-2 font-semibold text-primary-dark hover:bg-primary/5 disabled:opacity-70"
          >
            {texts.changeCard}
          </button>
        )}
      </div>
      {open && <ChangeCardForm actor={actor} onSaved={saved} onCancel={() => setOpen(false)} />}
    </div>
  );
}

/** The payment history: a list that reads on a phone as on a desktop (no table to scroll sideways). */
function History({ history, onDownload }: { history: readonly HistoryEntry[]; onDownload: (href: string, number: string) => void }) {
  if (history.length === 0) return <p className="text-muted">{texts.historyEmpty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200" data-testid="payment-history">
      {history.map((entry) => {
        const amount = amountText(entry);
        return (
          <li
            key={entry.uid}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="payment-entry"
          >
            <div className="min-w-0">
              <p className={amount.taken ? 'font-semibold text-ink' : 'font-semibold text-error'}>{operationText(entry)}</p>
              <p className="text-sm text-muted">
                {formatDate(entry.date)} · {statusText(entry)}
                {entry.cardLast4 !== null && ` · •••• ${entry.cardLast4}`}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:justify-end">
              <span className={amount.taken ? 'font-semibold text-ink' : 'text-sm text-muted'} data-testid="payment-amount">
                {amount.text}
              </span>
              {entry.document !== null && (
                <button
                  type="button"
                  onClick={() => entry.document && onDownload(entry.document.href, entry.document.number)}
                  className="text-sm font-semibold text-primary-dark underline underline-offset-4"
                >
                  {fill(texts.download, { number: entry.document.number })}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /account/subscription's billing space: card on file, change of card, history and receipts. */
export function BillingSection() {
  const { state, reload, download } = useBilling();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const onDownload = (href: string, number: string) => {
    setDownloadFailed(false);
    download(href, number).catch(() => setDownloadFailed(true));
  };
  return (
    <section id="billing" aria-labelledby="billing-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="billing-title" className="text-xl font-semibold text-ink">
        {texts.title}
      </h2>
      <div className="mt-4 flex flex-col gap-6">
        {state.status === 'loading' && (
          <p role="status" className="text-muted">
            {texts.loading}
          </p>
        )}
        {state.status === 'failed' && (
          <FormAlert tone="error">
            <p>{texts.loadFailed}</p>
            <button type="button" onClick={reload} className="mt-2 font-semibold underline underline-offset-4">
              {texts.retry}
            </button>
          </FormAlert>
        )}
        {state.status === 'loaded' && (
          <>
            <CardOnFileBlock card={state.billing.card} onChanged={reload} />
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold text-ink">{texts.historyTitle}</h3>
              {downloadFailed && <FormAlert tone="error">{texts.loadFailed}</FormAlert>}
              <History history={state.billing.history} onDownload={onDownload} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
