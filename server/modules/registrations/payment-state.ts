import { and, eq, exists, gt, inArray, isNotNull, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { SignupPaymentState } from '../../../src/domain/signup-payment.ts';
import type { Database } from '../../db/database.ts';
import { checkoutSessions, paymentIntents, payments, subscriptions, users, type UserRow } from '../../db/schema/index.ts';
import { rolesOf } from '../users/repository.ts';

/**
 * Where a registration's payment really stands (docs/decisions/0034-unpaid-accounts.md), read from
 * the payment object and the payments, never from the browser:
 * - `active`: the account is open (VIP access given by the provider's notification);
 * - `processing`: a payment was taken (the payment object is pending or succeeded, or a first
 *   charge is pending or succeeded) and the notification has not opened the account yet — the only
 *   case the sign-in answers 403 `account_pending` (docs/product.md#states-activation);
 * - `unpaid`: nothing was ever taken (never paid, cancelled, refused): the member is led back to
 *   « Terminez votre paiement », and the account is purged after UNPAID_ACCOUNT_RETENTION_DAYS.
 */

/** Days an account that never paid is kept before the purge job deletes it (decision 0034). */
export const UNPAID_ACCOUNT_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** A payment of this user was taken: its payment object is taken, or a first charge went through or is pending. */
const paymentTaken = (db: Database, now: Date): SQL =>
  or(
    exists(
      db
        .select({ one: sql`1` })
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.userUid, users.uid),
            // Taken, or an attempt under way whose lease still holds (the provider may be charging now).
            or(ne(paymentIntents.status, 'open'), and(isNotNull(paymentIntents.attemptUid), gt(paymentIntents.attemptLeaseUntil, now))),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.userUid, users.uid), inArray(payments.status, ['pending', 'succeeded']))),
    ),
    // A pending subscription alone is not a payment: it stays behind a pending charge that failed.
    exists(
      db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(and(eq(subscriptions.userUid, users.uid), ne(subscriptions.status, 'pending'))),
    ),
    // A hosted page claimed in the last day whose charge has no record yet: in flight, or lost and
    // soon recorded by the reconciliation (decision 0033).
    exists(
      db
        .select({ one: sql`1` })
        .from(checkoutSessions)
        .leftJoin(payments, eq(payments.uid, checkoutSessions.attemptReference))
        .where(
          and(
            eq(checkoutSessions.userUid, users.uid),
            isNotNull(checkoutSessions.attemptReference),
            isNull(payments.uid),
            gt(checkoutSessions.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        ),
    ),
  ) as SQL;

/** The state of one account's payment, now. */
export async function signupPaymentStateOf(
  db: Database,
  user: Pick<UserRow, 'uid' | 'status' | 'roles'>,
  now: Date,
): Promise<SignupPaymentState> {
  if (user.status === 'active' && rolesOf(user).includes('vip')) return 'active';
  const [taken] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.uid, user.uid), paymentTaken(db, now)))
    .limit(1);
  if (taken !== undefined) return user.status === 'active' ? 'active' : 'processing';
  return 'unpaid';
}

/**
 * Accounts the purge job may delete at `now`: still pending, created more than the retention delay
 * ago, and nothing ever taken nor being charged (a pending or paid account is never purged).
 */
export function purgeableUnpaid(db: Database, now: Date): SQL {
  const cutoff = new Date(now.getTime() - UNPAID_ACCOUNT_RETENTION_DAYS * DAY_MS);
  return and(
    eq(users.status, 'pending'),
    sql`cardinality(${users.roles}) = 0`,
    lte(users.createdAt, cutoff),
    not(paymentTaken(db, now)),
  ) as SQL;
}
