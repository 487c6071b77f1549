import { formatReceiptNumber } from '../../../src/domain/billing.ts';
import { cardLabel } from '../../../src/i18n/card-brand.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { ReceiptRow } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, siteLink, type MailSettings } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';

const texts = mails.receipt;

/** "20 %" with the narrow no-break space French typography puts before %. */
export const formatRate = (bp: number): string => `${(bp / 100).toLocaleString('fr-FR')}\u202F%`;

/** The card as people read it (src/i18n/card-brand.ts): "Visa •••• 4242". */
export { cardLabel };

/**
 * The receipt e-mail after a charge: amount, last four, number, VAT, and the seller as printed on
 * the document when it was issued; in the shared layout (docs/decisions/0023-html-mails.md). The
 * subject names only the receipt (nothing about what the site is); the button leads to the
 * payment history, where the PDF is.
 */
export function receiptMail(config: MailSettings, receipt: ReceiptRow, to: string): MailMessage {
  const number = formatReceiptNumber(receipt.number);
  const seller = `${receipt.seller.name}, ${receipt.seller.address} — ${receipt.seller.registration}`;
  const values = {
    number,
    amount: formatMoney(receipt.totalCents),
    exclVat: formatMoney(receipt.exclVatCents),
    vat: formatMoney(receipt.vatCents),
    rate: formatRate(receipt.vatRateBp),
    date: formatDate(receipt.issuedAt),
    card: cardLabel(receipt.cardBrand, receipt.cardLast4),
    seller,
  };
  return renderMail(config, to, {
    subject: fill(texts.subject, values),
    preview: fill(texts.preview, values),
    heading: texts.heading,
    greeting: texts.greeting,
    blocks: [
      ...paragraphs(texts.paragraphs.map((text) => fill(text, values))),
      {
        kind: 'facts',
        rows: [
          { label: texts.facts.number, value: number },
          { label: texts.facts.exclVat, value: values.exclVat },
          { label: fill(texts.facts.vat, values), value: values.vat },
          { label: texts.facts.total, value: values.amount, strong: true },
        ],
      },
      { kind: 'paragraph', text: fill(texts.seller, values) },
    ],
    action: { label: texts.action, url: siteLink(config, '/account/subscription#billing') },
    reason: fill(mails.reasons.account, { siteName: config.siteName }),
  });
}
