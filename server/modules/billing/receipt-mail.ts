import { formatReceiptNumber } from '../../../src/domain/billing.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';
import type { ServerConfig } from '../../config.ts';
import type { ReceiptRow } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';

const texts = billingPages.mails;

/** "20 %" with the narrow no-break space French typography puts before %. */
export const formatRate = (bp: number): string => `${(bp / 100).toLocaleString('fr-FR')}\u202F%`;

export const cardLabel = (brand: string | null, last4: string | null): string =>
  last4 === null ? '' : `${brand === null ? '' : (billingPages.brands[brand] ?? brand)} •••• ${last4}`.trim();

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The receipt e-mail after a charge: amount, last four, number; the subject names only the
 * receipt (nothing about what the site is). HTML (tables and inline styles: what mail clients
 * render) and its plain-text part; the link is absolute (SITE_URL).
 */
export function receiptMail(config: Pick<ServerConfig, 'siteName' | 'siteUrl' | 'publisher'>, receipt: ReceiptRow, to: string): MailMessage {
  const number = formatReceiptNumber(receipt.number);
  const link = `${config.siteUrl.replace(/\/$/, '')}/account/subscription#billing`;
  const seller = `${receipt.seller.name}, ${receipt.seller.address} — ${receipt.seller.registration}`;
  const values = {
    number,
    amount: formatMoney(receipt.totalCents),
    exclVat: formatMoney(receipt.exclVatCents),
    vat: formatMoney(receipt.vatCents),
    rate: formatRate(receipt.vatRateBp),
    date: formatDate(receipt.issuedAt),
    card: cardLabel(receipt.cardBrand, receipt.cardLast4),
    link,
    seller,
  };
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0;color:#4b5563">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${strong ? 'font-weight:700;' : ''}">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(fill(texts.receiptSubject, values))}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(texts.receiptHeading)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(fill(texts.receiptIntro, values))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;margin:0 0 16px">
${row(fill(billingPages.pdf.receiptTitle, {}), number)}
${row(billingPages.pdf.exclVat, values.exclVat)}
${row(fill(billingPages.pdf.vat, values), values.vat)}
${row(billingPages.pdf.total, values.amount, true)}
</table>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#7c2d12">${escapeHtml(texts.receiptLink)}</a></p>
<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(seller)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: fill(texts.receiptSubject, values), text: fill(texts.receiptText, values), html };
}
