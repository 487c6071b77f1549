import type { DurationUnit } from '../../../../src/domain/formula.ts';
import type { CardField } from '../../../../src/domain/payment-codes.ts';
import { fr } from '../../../../src/i18n/fr/index.ts';
import { formatMoney } from '../../../../src/i18n/format.ts';
import type { FormulaRow } from '../../../db/schema/index.ts';
import { fill } from '../../../../src/i18n/fill.ts';
import { withdrawal } from '../../../../src/i18n/fr/withdrawal.ts';

const text = fr.billingServer.checkout;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const unit = (name: DurationUnit, count: number): string => text.units[name][count > 1 ? 1 : 0];

/** "7 jours d'essai à 1,00 €, puis 29,90 € par mois" (French money, docs/product.md#limits). */
export function formulaSummary(formula: FormulaRow): string {
  const period =
    formula.periodDuration === 1
      ? fill(text.periodSingle, { amount: formatMoney(formula.amount), unit: unit(formula.periodDurationUnit, 1) })
      : fill(text.period, {
          amount: formatMoney(formula.amount),
          count: formula.periodDuration,
          unit: unit(formula.periodDurationUnit, formula.periodDuration),
        });
  if (formula.trialDuration === null || formula.trialDurationUnit === null) return period;
  return fill(text.trial, {
    count: formula.trialDuration,
    unit: unit(formula.trialDurationUnit, formula.trialDuration),
    amount: formatMoney(formula.trialAmount),
    period,
  });
}

export interface CheckoutPageInput {
  siteName: string;
  bankName: string;
  formula: FormulaRow;
  /** Amount of this charge, in cents. */
  amount: number;
  session: string;
  action: string;
  styleNonce: string | undefined;
  /** A refused card, or the express request not given: the message and the field to correct. */
  error?: { message: string; field: CardField | 'expressStart' | null };
  /** What was typed before a refusal: the fields are shown again, not wiped; the box as the member left it. */
  typed?: { holder: string; number: string; expiry: string; expressStart: boolean };
}

/**
 * The sandbox provider's hosted payment page (payment-link flow): French, the site's colours, no
 * script (CSP: the one <style> carries the request's nonce), a plain form posted to the provider.
 */
export function renderCheckoutPage(input: CheckoutPageInput): string {
  const nonce = input.styleNonce === undefined ? '' : ` nonce="${escapeHtml(input.styleNonce)}"`;
  const invalid = (...fields: (CardField | 'expressStart')[]) =>
    input.error?.field != null && fields.includes(input.error.field)
      ? ' aria-invalid="true" aria-describedby="checkout-error" autofocus'
      : '';
  const value = (name: 'holder' | 'number' | 'expiry') => (input.typed?.[name] ? ` value="${escapeHtml(input.typed[name])}"` : '');
  const error = input.error === undefined ? '' : `<p class="error" role="alert" id="checkout-error">${escapeHtml(input.error.message)}</p>`;
  const cashback =
    input.formula.creditAmount > 0
      ? `<p class="cashback">${escapeHtml(fill(text.cashback, { amount: formatMoney(input.formula.creditAmount) }))}</p>`
      : '';
  const session = escapeHtml(input.session);
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(text.title)} · ${escapeHtml(input.siteName)}</title>
<style${nonce}>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f6f7;color:#18191B}
header{background:#18191B;color:#fff;padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}
header span{color:#d43869}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .5rem}
.notice{background:#e8f1fa;color:#1d5a96;border-radius:8px;padding:.6rem .8rem;font-size:.9rem}
.summary{font-weight:600}
.cashback{color:#1E8922;font-size:.95rem}
label{display:block;font-size:.9rem;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #b9b9c0;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #d4386955;border-color:#d43869}
input[aria-invalid=true]{border-color:#D14345}
/* Labels on one row, inputs on the next: they line up whatever the labels' length. */
.pair{display:grid;grid-template-columns:1fr 1fr;column-gap:.75rem;align-items:end}
.pair label{margin-top:.9rem}
.hint{font-size:.8rem;color:#55555c;margin:.3rem 0 0}
.error{background:#fbeaea;color:#a52a30;border-radius:8px;padding:.6rem .8rem}
.pay{margin-top:1.25rem;width:100%;background:#d43869;color:#fff;border:0;border-radius:999px;padding:.8rem;font-size:1.05rem;font-weight:700;cursor:pointer}
.pay:hover{background:#b92d59}
.cancel{margin-top:.75rem;width:100%;background:none;border:0;color:#18191B;text-decoration:underline;cursor:pointer;font-size:.95rem}
.bank{font-size:.8rem;color:#55555c;margin-top:1rem}
.express{display:flex;gap:.6rem;align-items:flex-start;margin-top:1rem;font-size:.9rem;font-weight:400;line-height:1.4}
.express input{width:1.1rem;height:1.1rem;flex:none;margin:.15rem 0 0;accent-color:#d43869}
.express input[aria-invalid=true]{outline:2px solid #D14345}
</style>
</head>
<body>
<header><span>${escapeHtml(input.siteName)}</span> · ${escapeHtml(text.title)}</header>
<main>
<div class="card">
<h1>${escapeHtml(input.formula.name)}</h1>
<p class="summary">${escapeHtml(formulaSummary(input.formula))}</p>
${cashback}
<p class="notice">${escapeHtml(text.sandboxNotice)}</p>
${error}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="off">
<input type="hidden" name="session" value="${session}">
<label for="holder">${escapeHtml(text.holder)}</label>
<input id="holder" name="holder" required maxlength="49" autocomplete="cc-name"${value('holder')}>
<label for="number">${escapeHtml(text.number)}</label>
<input id="number" name="number" required inputmode="numeric" maxlength="23" autocomplete="cc-number"${invalid('number')}${value('number')}>
<div class="pair">
<label for="expiry">${escapeHtml(text.expiry)}</label>
<label for="code">${escapeHtml(text.code)}</label>
<input id="expiry" name="expiry" required inputmode="numeric" maxlength="7" placeholder="${escapeHtml(text.expiryPlaceholder)}" autocomplete="cc-exp"${invalid('month', 'year')}${value('expiry')}>
<input id="code" name="code" required inputmode="numeric" maxlength="4" autocomplete="cc-csc"${invalid('code')}>
</div>
<p class="hint" id="code-hint">${escapeHtml(text.codeHint)}</p>
<label class="express" for="expressStart"><input type="checkbox" id="expressStart" name="expressStart" value="1"${input.typed?.expressStart === true ? ' checked' : ''}${invalid('expressStart')}><span>${escapeHtml(withdrawal.expressStart.label)}</span></label>
<button class="pay" type="submit" name="intent" value="pay">${escapeHtml(fill(text.pay, { amount: formatMoney(input.amount) }))}</button>
<button class="cancel" type="submit" name="intent" value="cancel" formnovalidate>${escapeHtml(text.cancel)}</button>
</form>
<p class="bank">${escapeHtml(fill(text.bank, { bank: input.bankName }))}</p>
</div>
</main>
</body>
</html>`;
}

/** The page for an unknown, used or expired session. */
export function renderExpiredPage(siteName: string, styleNonce: string | undefined): string {
  const nonce = styleNonce === undefined ? '' : ` nonce="${escapeHtml(styleNonce)}"`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(text.title)} · ${escapeHtml(siteName)}</title>
<style${nonce}>body{margin:0;font-family:system-ui,sans-serif;color:#18191B}header{background:#18191B;color:#d43869;padding:1rem 1.5rem;font-weight:700}main{max-width:32rem;margin:2rem auto;padding:0 1rem}a{color:#d43869;font-weight:700}</style>
</head><body><header>${escapeHtml(siteName)}</header><main><p role="alert">${escapeHtml(text.expired)}</p><p><a href="/">${escapeHtml(text.backToSite)}</a></p></main></body></html>`;
}
