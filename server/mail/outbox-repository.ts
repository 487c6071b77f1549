import { and, asc, desc, eq, inArray, lte, ne, notLike, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox, type OutboxRow } from '../db/schema/index.ts';
import { SEALED_PREFIX, type MailSealer } from './sealing.ts';

/** How long a worker holds the rows it claimed; past it, another worker may deliver them again. */
export const DELIVERY_LEASE_MS = 60_000;

/** A claimed row: `attempts` (counted at the claim) fences the marks of a worker whose lease lapsed. */
export type ClaimedMail = Pick<OutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'dedupeKey' | 'attempts' | 'createdAt'>;

/**
 * Takes up to `limit` due rows (pending and due, or sending with a lapsed lease) for this worker:
 * `FOR UPDATE SKIP LOCKED` gives each row to one claimer, and the lease written in the same
 * statement keeps it away from the others until it lapses.
 */
export function claimDueMails(db: Database, now: Date, limit: number): Promise<ClaimedMail[]> {
  const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(outbox)
      // next_attempt_at = lease end: a lapsed lease makes the row due again, on the same index.
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, leaseUntil, nextAttemptAt: leaseUntil })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        dedupeKey: outbox.dedupeKey,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
      })
  );
}

/** Only while this worker's claim holds (same attempt): a late worker changes nothing. */
const stillClaimed = (mail: ClaimedMail) => and(eq(outbox.id, mail.id), eq(outbox.status, 'sending'), eq(outbox.attempts, mail.attempts));

/**
 * Renews this worker's lease right before a send: a batch is sent one mail after another, and the
 * last ones must not be sent by a second worker because the lease taken at the claim ran out
 * meanwhile. False: another worker took the row over; it must not be sent from here.
 */
export async function renewLease(db: Database, mail: ClaimedMail, now: Date): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const rows = await db
    .update(outbox)
    .set({ leaseUntil, nextAttemptAt: leaseUntil })
    .where(stillClaimed(mail))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Delivered. `eraseBodies`: sent over SMTP, the table keeps only the record (to, subject, dates). */
export async function markSent(db: Database, mail: ClaimedMail, now: Date, options: { eraseBodies: boolean }): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      leaseUntil: null,
      lastError: null,
      ...(options.eraseBodies ? { text: '', html: null } : {}),
    })
    .where(stillClaimed(mail))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Not delivered: tried again from `retryAt`, or given up (`retryAt` null → failed). */
export async function markNotSent(db: Database, mail: ClaimedMail, error: string, retryAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(
      retryAt === null
        ? { status: 'failed', leaseUntil: null, lastError: error }
        : { status: 'pending', leaseUntil: null, lastError: error, nextAttemptAt: retryAt },
    )
    .where(stillClaimed(mail))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Newest first; `to` narrows to one recipient (tests and developers follow one person's mails). */
export function listOutbox(db: Database, filter: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(filter.to === undefined ? undefined : eq(outbox.to, filter.to))
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}

/** An outbox row with its bodies opened (an erased body reads as ''). */
export type OpenedOutboxRow = OutboxRow;

/**
 * The mails as their recipients read them, newest first: the development outbox and the tests
 * read them here, never the sealed columns.
 */
export async function openedOutbox(
  db: Database,
  sealer: MailSealer,
  filter: { to?: string | undefined; limit?: number },
): Promise<OpenedOutboxRow[]> {
  const rows = await listOutbox(db, { to: filter.to, limit: filter.limit ?? 500 });
  return rows.map((row) => ({ ...row, text: sealer.open(row.text), html: row.html === null ? null : sealer.open(row.html) }));
}

/**
 * Seals up to `limit` bodies stored in plain text (rows written before decision 0016: old reset
 * and support links). Returns how many rows it sealed; the mail job runs it until none is left.
 */
export async function sealPlainBodies(db: Database, sealer: MailSealer, limit: number): Promise<number> {
  const plain = await db
    .select({ id: outbox.id, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(and(ne(outbox.text, ''), notLike(outbox.text, `${SEALED_PREFIX}%`)))
    .limit(limit);
  for (const row of plain) {
    await db
      .update(outbox)
      .set({ text: sealer.seal(row.text), html: row.html === null ? null : sealer.seal(sealer.open(row.html)) })
      .where(and(eq(outbox.id, row.id), eq(outbox.text, row.text)));
  }
  return plain.length;
}
