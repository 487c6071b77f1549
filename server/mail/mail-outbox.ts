import { isDeliverableAddress } from '../../src/domain/field-rules.ts';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { mailMessageSchema, type MailLog, type MailMessage } from './mailer.ts';
import type { MailSealer } from './sealing.ts';

export interface EnqueueOptions {
  /**
   * What this mail reports, once: a second enqueue with the same key writes nothing (a duplicate
   * event, a retried job). E.g. `payment-verified:<payment uid>`.
   */
  key?: string;
}

/**
 * The transactional outbox (docs/decisions/0016-mail-outbox.md). Every e-mail is enqueued with the
 * transaction (`tx`) of the state change it reports: committed together, or not at all. Delivery
 * happens after the commit (server/mail/delivery.ts), with retries: `kick()` right after the
 * commit, and a recurring job for what a crash or a failure left.
 */
export interface MailOutbox {
  /** Writes the mail in `db` (pass the transaction); false when its key was already written or its address is undeliverable. */
  enqueue(db: Database, mail: MailMessage, options?: EnqueueOptions): Promise<boolean>;
  /** Asks for a delivery run soon in this process (call after the transaction committed). Never throws. */
  kick(): void;
  /** Resolves once no delivery run of this process is under way or asked for (tests, shutdown). */
  settled(): Promise<void>;
  /** No more runs; waits for the current one. */
  close(): Promise<void>;
}

/**
 * One outbox row, bodies sealed. `kept`: stored as already delivered, never sent (the demo
 * welcome mail, which must not reach a real SMTP server).
 */
export async function writeOutboxRow(
  db: Database,
  sealer: MailSealer,
  mail: MailMessage,
  options: { key?: string | undefined; now: Date; kept?: boolean },
): Promise<boolean> {
  const message = mailMessageSchema.parse(mail);
  const inserted = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: sealer.seal(message.text),
      html: message.html === undefined ? null : sealer.seal(message.html),
      dedupeKey: options.key ?? null,
      // The delivery's clock (tests move it), not the database's.
      nextAttemptAt: options.now,
      ...(options.kept === true ? { status: 'sent' as const, sentAt: options.now } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length === 1;
}

export interface MailOutboxOptions {
  sealer: MailSealer;
  now: () => Date;
  /** One delivery run (deliverDueMails bound to the app); none: rows wait for another process. */
  deliver?: () => Promise<unknown>;
  log: MailLog;
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  // One run at a time; kicks during a run make ONE more run after it (coalesced).
  const start = (): void => {
    const { deliver } = options;
    if (deliver === undefined || closed) return;
    again = false;
    running = (async () => {
      // After the caller's own work: the kick is "soon", never inside the caller's stack.
      await Promise.resolve();
      try {
        await deliver();
      } catch (error) {
        options.log.error({ err: error }, 'mail delivery run failed: the recurring job tries again');
      }
    })().finally(() => {
      running = null;
      if (again) start();
    });
  };

  return {
    async enqueue(db, mail, enqueueOptions = {}) {
      // An address stored before the one address rule (docs/product.md#validation): the mail is
      // dropped and logged, never thrown into the transaction of the state change it reports.
      if (!isDeliverableAddress(mail.to)) {
        options.log.warn({ key: enqueueOptions.key ?? null }, 'mail to an undeliverable address not written');
        return false;
      }
      return writeOutboxRow(db, options.sealer, mail, { key: enqueueOptions.key, now: options.now() });
    },
    kick() {
      if (running === null) start();
      else again = true;
    },
    async settled() {
      while (running !== null) await running;
    },
    async close() {
      closed = true;
      while (running !== null) await running;
    },
  };
}
