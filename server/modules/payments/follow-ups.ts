import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isDeliverableAddress } from '../../../src/domain/field-rules.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { outbox, paymentIntents, payments, receipts, users } from '../../db/schema/index.ts';
import type { MailLog } from '../../mail/mailer.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { issueReceipt } from '../billing/receipts.ts';
import { accountVerifiedMail } from './verified-mail.ts';
import type { ServerServices } from '../../services.ts';

/**
 * What follows money once it is recorded (docs/decisions/0033-charge-recorded-first.md): the
 * receipt with its mail, and the « compte vérifié » mail at activation. Each runs after the
 * money's transaction has committed, in a transaction of its own: a failure here (a mail the
 * mailer refuses, a table unavailable) is logged and left to the follow-up job, and never undoes
 * a charge the provider has made.
 */
export interface FollowUpDeps {
  db: Database;
  mailOutbox: MailOutbox;
  config: Pick<ServerConfig, 'publisher' | 'siteName' | 'siteUrl'>;
  log: MailLog;
}

export const followUpDeps = (services: Pick<ServerServices, 'database' | 'mailOutbox' | 'config' | 'log'>): FollowUpDeps => ({
  db: services.database.db,
  mailOutbox: services.mailOutbox,
  config: services.config,
  log: services.log,
});

const VERIFIED_KEY = 'account-verified:';
/** Follow-ups older than this are not mailed any more: news that late is noise. */
const MAIL_WITHIN_MS = 7 * 86_400_000;

/**
 * Issues the receipt of `paymentUid` if due, mailed to the member unless the payment is a refund or
 * a duplicate of a registration's payment (that one is refunded, its receipt kept without mail).
 * Answers false when it failed (logged; the follow-up job tries again).
 */
export async function followUpReceipt(deps: FollowUpDeps, paymentUid: string, now: Date): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ intentPayment: paymentIntents.paymentUid, intentUid: payments.intentUid, createdAt: payments.createdAt })
        .from(payments)
        .leftJoin(paymentIntents, eq(paymentIntents.uid, payments.intentUid))
        .where(eq(payments.uid, paymentUid))
        .limit(1);
      const duplicate = row !== undefined && row.intentUid !== null && row.intentPayment !== paymentUid;
      // A payment older than a week (a database from before receipts) gets its document, no mail.
      const recent = row !== undefined && row.createdAt.getTime() > now.getTime() - MAIL_WITHIN_MS;
      const mailed = recent && !duplicate;
      await issueReceipt(tx, { config: deps.config, ...(mailed ? { mailOutbox: deps.mailOutbox } : {}) }, paymentUid, now);
    });
    deps.mailOutbox.kick();
    return true;
  } catch (error) {
    deps.log.error({ err: error, payment: paymentUid }, 'receipt not issued: the follow-up job tries again');
    return false;
  }
}

/** The « compte vérifié » mail of an activated member, once per member (its key). False when it failed. */
export async function followUpVerifiedMail(deps: FollowUpDeps, userUid: string): Promise<boolean> {
  try {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.uid, userUid)).limit(1);
    if (user === undefined) return true;
    await deps.mailOutbox.enqueue(deps.db, accountVerifiedMail(deps.config, user.email), { key: `${VERIFIED_KEY}${userUid}` });
    deps.mailOutbox.kick();
    return true;
  } catch (error) {
    deps.log.error({ err: error, uid: userUid }, '« compte vérifié » mail not written: the follow-up job tries again');
    return false;
  }
}

export interface FollowUpReport {
  receipts: number;
  verified: number;
  failed: number;
}

/**
 * The follow-up job's sweep: succeeded payments without their receipt, and activated members
 * (active, vip, a registration payment that succeeded) without their « compte vérifié » mail,
 * oldest first, `batch` of each.
 */
export async function sweepFollowUps(deps: FollowUpDeps, now: Date, batch: number): Promise<FollowUpReport> {
  const report: FollowUpReport = { receipts: 0, verified: 0, failed: 0 };
  const missingReceipts = await deps.db
    .select({ uid: payments.uid })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentUid, payments.uid))
    .where(and(eq(payments.status, 'succeeded'), sql`${payments.amount} > 0`, isNull(receipts.number)))
    .orderBy(asc(payments.createdAt), asc(payments.uid))
    .limit(batch);
  for (const { uid } of missingReceipts) {
    if (await followUpReceipt(deps, uid, now)) report.receipts += 1;
    else report.failed += 1;
  }
  const unverified = await deps.db
    .selectDistinct({ uid: users.uid, email: users.email })
    .from(users)
    .innerJoin(
      paymentIntents,
      and(
        eq(paymentIntents.userUid, users.uid),
        eq(paymentIntents.status, 'succeeded'),
        gt(paymentIntents.updatedAt, new Date(now.getTime() - MAIL_WITHIN_MS)),
      ),
    )
    .leftJoin(outbox, eq(outbox.dedupeKey, sql`${VERIFIED_KEY} || ${users.uid}`))
    .where(and(eq(users.status, 'active'), sql`'vip' = any(${users.roles})`, isNull(outbox.id)))
    .limit(batch);
  for (const { uid, email } of unverified) {
    // An address stored before the one address rule: no mail can be written to it.
    if (!isDeliverableAddress(email)) continue;
    if (await followUpVerifiedMail(deps, uid)) report.verified += 1;
    else report.failed += 1;
  }
  return report;
}
