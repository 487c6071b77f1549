import type { Subscription } from '../domain/subscription.ts';
import { fill } from './fill.ts';
import { formatDate, formatMoney } from './format.ts';
import { subscriptionPages as texts } from './fr/subscription-pages.ts';

/**
 * The sentences of /account/subscription that depend on the subscription's state, each derived
 * from the fields it speaks of (docs/product.md#states-subscription, decision 0038): the cashback
 * line, the cancellation-in-progress message and what stopping the renewal would mean. Pure, so
 * the unit test walks each state.
 */

type CashbackFields = Pick<
  Subscription,
  'state' | 'credits' | 'trialAmount' | 'cashbackDateTime' | 'cashbackRefundedDateTime' | 'expirationDateTime'
>;

const after = (date: string | null, than: string | null): boolean =>
  date !== null && than !== null && new Date(date).getTime() > new Date(than).getTime();

/** The cashback line of the summary. */
export function cashbackText(subscription: CashbackFields): string {
  const amount = formatMoney(subscription.credits);
  if (subscription.cashbackRefundedDateTime)
    return fill(texts.cashbackRefunded, { amount, date: formatDate(subscription.cashbackRefundedDateTime) });
  if (subscription.cashbackDateTime && subscription.credits > 0) {
    const date = formatDate(subscription.cashbackDateTime);
    // Renewal stopped and the refund still owed after the last day of access: said so.
    if (subscription.state === 'cancellationRequested' && after(subscription.cashbackDateTime, subscription.expirationDateTime))
      return fill(texts.cashbackAfterEnd, { amount, date });
    return fill(texts.cashbackPlanned, { amount, date });
  }
  // Stopped without a payment able to carry it: the server cleared its date (forfeited).
  if (subscription.state === 'cancellationRequested' && subscription.credits > 0) return texts.cashbackForfeited;
  return texts.cashbackNone;
}

/** The cancellation-in-progress message: when access ends, and when the data go. */
export function cancellationText(subscription: CashbackFields): string {
  const date = subscription.expirationDateTime ? formatDate(subscription.expirationDateTime) : '';
  const owedAfter =
    subscription.cashbackRefundedDateTime === null &&
    subscription.credits > 0 &&
    after(subscription.cashbackDateTime, subscription.expirationDateTime);
  if (owedAfter && subscription.cashbackDateTime)
    return fill(texts.cancellationTextCashbackAfter, { date, cashbackDate: formatDate(subscription.cashbackDateTime) });
  return fill(texts.cancellationText, { date });
}

/**
 * Whether stopping now forfeits the cashback: in the trial, the only payment is the trial's, and
 * the cashback is refunded on a payment of at least its amount (server/modules/subscriptions/cashback.ts).
 */
export function stopForfeitsCashback(subscription: CashbackFields): boolean {
  return (
    subscription.state === 'trial' &&
    subscription.credits > 0 &&
    subscription.trialAmount < subscription.credits &&
    subscription.cashbackDateTime !== null &&
    subscription.cashbackRefundedDateTime === null
  );
}

/** What ending means, before any click; `until` is the date phrase of the access. */
export function stopConsequences(subscription: CashbackFields): string[] {
  const date = subscription.expirationDateTime ? formatDate(subscription.expirationDateTime) : '';
  const until = date ? fill(texts.stopUntilDate, { date }) : texts.stopUntilUndated;
  const [first = '', ...rest] = texts.stopConsequences.map((line) => fill(line, { until }));
  const forfeit = stopForfeitsCashback(subscription)
    ? [fill(texts.stopCashbackForfeit, { amount: formatMoney(subscription.credits) })]
    : [];
  return [first, ...forfeit, ...rest];
}
