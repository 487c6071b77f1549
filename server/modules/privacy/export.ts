import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { formatReceiptNumber } from '../../../src/domain/billing.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedTicket, type MemberDataExport } from '../../../src/domain/privacy.ts';
import type { Database } from '../../db/database.ts';
import { affiliations, payments, receipts, subscriptions, supportMessages, supportTickets, users } from '../../db/schema/index.ts';
import { cardOnFile } from '../billing/repository.ts';
import { lifecycleOf } from '../subscriptions/lifecycle.ts';
import { findContactOfUser } from '../support/repository.ts';
import { rolesOf } from '../users/repository.ts';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/**
 * Everything the service keeps about member `uid`, as the member may take it away (RGPD art. 15
 * and 20). Each part is read by the member's own keys only: his user row, his subscriptions and
 * payments (user_uid), his support contact (linked to the account) and, in it, the tickets proven
 * to be his (an anonymous ticket naming his address but never confirmed by its e-mailed link is
 * not shown to his account, so not exported either). Null when the account no longer exists.
 */
export async function memberDataExport(db: Database, uid: string, now: Date): Promise<MemberDataExport | null> {
  const [user] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  if (user === undefined) return null;

  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userUid, uid))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.uid));
  const paymentRows = await db
    .select({ payment: payments, number: receipts.number, documentKind: receipts.kind })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentUid, payments.uid))
    .where(eq(payments.userUid, uid))
    .orderBy(asc(payments.createdAt), asc(payments.uid));
  const [affiliation] = await db.select().from(affiliations).where(eq(affiliations.userUid, uid)).limit(1);

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedDateTime: now.toISOString(),
    profile: {
      uid: user.uid,
      email: user.email,
      displayName: user.metadata.profile.name,
      favorites: [...user.metadata.favorites],
      status: user.status,
      roles: rolesOf(user),
      createdDateTime: user.createdAt.toISOString(),
      modifiedDateTime: user.modifiedAt.toISOString(),
    },
    subscriptions: subscriptionRows.map((row) => ({
      uid: row.uid,
      formula: row.formula,
      state: lifecycleOf(row).state,
      amount: row.amount,
      trialAmount: row.trialAmount,
      credits: row.credits,
      startedDateTime: iso(row.startedAt),
      expirationDateTime: iso(row.expirationAt),
      cancelledDateTime: iso(row.cancelledAt),
      endedDateTime: iso(row.endedAt),
      cashbackDateTime: iso(row.cashbackDueAt),
      cashbackRefundedDateTime: iso(row.cashbackRefundedAt),
      createdDateTime: row.createdAt.toISOString(),
    })),
    cardOnFile: await cardOnFile(db, uid),
    affiliation:
      affiliation === undefined ? null : { platform: affiliation.platform, createdDateTime: affiliation.createdAt.toISOString() },
    payments: paymentRows.map(({ payment, number, documentKind }) => ({
      uid: payment.uid,
      dateTime: payment.createdAt.toISOString(),
      kind: payment.kind,
      reason: payment.kind === 'refund' ? (payment.refundReason ?? 'cashback') : null,
      amount: payment.amount,
      currency: 'EUR' as const,
      status: payment.status,
      formula: payment.formula,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      failureCode: payment.failureCode,
      document: number === null || documentKind === null ? null : { number: formatReceiptNumber(number), kind: documentKind },
    })),
    ...(await ticketsOf(db, uid)),
  };
}

/** The member's tickets of both spaces, oldest first, each with its whole thread in order. */
async function ticketsOf(db: Database, uid: string): Promise<Pick<MemberDataExport, 'supportTickets' | 'coachingDiscussions'>> {
  const contact = await findContactOfUser(db, uid);
  if (contact === null) return { supportTickets: [], coachingDiscussions: [] };
  const ticketRows = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.contactUid, contact.uid), isNotNull(supportTickets.provenAt)))
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.uid));
  const messageRows =
    ticketRows.length === 0
      ? []
      : await db
          .select()
          .from(supportMessages)
          .where(
            and(
              inArray(
                supportMessages.ticketUid,
                ticketRows.map((ticket) => ticket.uid),
              ),
              // Internal notes are the staff's, not the member's data (docs/product.md#shared-inbox).
              eq(supportMessages.internal, false),
            ),
          )
          .orderBy(asc(supportMessages.seq));
  const tickets: ExportedTicket[] = ticketRows.map((ticket) => ({
    uid: ticket.uid,
    type: ticket.type,
    title: ticket.title,
    status: ticket.status,
    createdDateTime: ticket.createdAt.toISOString(),
    lastActivityDateTime: ticket.lastActivityAt.toISOString(),
    messages: messageRows
      .filter((message) => message.ticketUid === ticket.uid)
      .map((message) => ({
        dateTime: message.createdAt.toISOString(),
        author: message.authorRole === 'contact' ? ('member' as const) : ('staff' as const),
        staffName: message.authorRole === 'staff' ? message.staffName : null,
        content: message.content,
      })),
  }));
  return {
    supportTickets: tickets.filter((ticket) => ticket.type === 'contact'),
    coachingDiscussions: tickets.filter((ticket) => ticket.type === 'coaching'),
  };
}
