import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailLog, Mailer, OutgoingMail } from './mailer.ts';
import { claimDueMails, markNotSent, markSent, renewLease, type ClaimedMail } from './outbox-repository.ts';
import { mailSealer } from './sealing.ts';

/** After this many attempts a mail is given up ('failed', logged at error level). */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** Rows claimed at once: small, so one worker's lease never covers a long queue. */
export const DELIVERY_BATCH = 20;
/** Batches per run at most; the rest waits for the next kick or job tick. */
const MAX_BATCHES_PER_RUN = 25;
const LAST_ERROR_CHARS = 200;

/** 30 s after the first failure, doubling, at most one hour: 10 attempts span about three hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
  log: MailLog;
  now: () => Date;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Rows another worker took over (its lease had lapsed) before this one could mark them. */
  lost: number;
}

/**
 * The Message-ID of every delivery of one row: the same after a crash between the SMTP send and
 * the mark, so the receiving server drops the second copy. Row id, creation time and the dedupe
 * key (hashed: the key names internal records) keep it unique across databases.
 */
export function messageIdOf(mail: Pick<ClaimedMail, 'id' | 'createdAt' | 'dedupeKey'>, siteUrl: string): string {
  const key = createHash('sha256')
    .update(mail.dedupeKey ?? '')
    .digest('base64url')
    .slice(0, 12);
  return `<outbox.${mail.id}.${mail.createdAt.getTime().toString(36)}.${key}@${new URL(siteUrl).hostname}>`;
}

/** A short cause for the record: an error code and the first words, never a URL's credentials. */
export function describeFailure(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof details.code === 'string' ? details.code : null,
    typeof details.responseCode === 'number' ? String(details.responseCode) : null,
    typeof details.message === 'string' ? details.message.replace(/\/\/[^\s/@]*@/g, '//…@') : String(error),
  ];
  return parts
    .filter((part) => part !== null)
    .join(' ')
    .slice(0, LAST_ERROR_CHARS);
}

class UnreadableMail extends Error {}

/**
 * Delivers the due outbox rows (docs/decisions/0016-mail-outbox.md): claims them with a lease,
 * sends each through the transport, marks it sent, or schedules a retry with backoff, then gives
 * up after MAX_DELIVERY_ATTEMPTS. Safe with any number of workers in any number of processes.
 */
export async function deliverDueMails(deps: DeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
  const sealer = mailSealer(deps.config.jwtSecret);
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const claimed = await claimDueMails(deps.db, deps.now(), DELIVERY_BATCH);
    for (const mail of claimed) report[await deliverOne(deps, sealer, mail)] += 1;
    if (claimed.length < DELIVERY_BATCH) break;
  }
  if (report.sent + report.retried + report.failed + report.lost > 0) deps.log.info({ ...report }, 'mail delivery run');
  return report;
}

async function deliverOne(deps: DeliveryDeps, sealer: ReturnType<typeof mailSealer>, mail: ClaimedMail): Promise<keyof DeliveryReport> {
  // Each send starts with a whole lease (longer than the transport's own time-outs).
  if (!(await renewLease(deps.db, mail, deps.now()))) return 'lost';
  try {
    let outgoing: OutgoingMail;
    try {
      outgoing = {
        outboxId: mail.id,
        messageId: messageIdOf(mail, deps.config.siteUrl),
        to: mail.to,
        subject: mail.subject,
        text: sealer.open(mail.text),
        ...(mail.html === null ? {} : { html: sealer.open(mail.html) }),
      };
    } catch {
      throw new UnreadableMail('sealed with another key (JWT_SECRET changed?)');
    }
    await deps.mailer.deliver(outgoing);
  } catch (error) {
    const cause = describeFailure(error);
    const permanent = error instanceof UnreadableMail || mail.attempts >= MAX_DELIVERY_ATTEMPTS;
    const retryAt = permanent ? null : new Date(deps.now().getTime() + retryDelayMs(mail.attempts));
    if (!(await markNotSent(deps.db, mail, cause, retryAt))) return 'lost';
    const details = { mail: { id: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts }, cause };
    if (retryAt === null) {
      deps.log.error(details, 'mail given up: not delivered');
      return 'failed';
    }
    deps.log.warn({ ...details, retryAt: retryAt.toISOString() }, 'mail not delivered: tried again later');
    return 'retried';
  }
  const marked = await markSent(deps.db, mail, deps.now(), { eraseBodies: deps.mailer.transport === 'smtp' });
  return marked ? 'sent' : 'lost';
}
