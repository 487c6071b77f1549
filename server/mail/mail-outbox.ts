import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { mailMessageSchema, type MailMessage } from './mailer.ts';

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
 * happens after the commit, by the mail delivery job, with retries.
 */
export interface MailOutbox {
  /** Writes the mail in `db` (pass the transaction); false when its key was already written. */
  enqueue(db: Database, mail: MailMessage, options?: EnqueueOptions): Promise<boolean>;
  /** Asks for a delivery run soon (call after the transaction committed). Never throws. */
  kick(): void;
}

/** The plain outbox: rows stored as given; delivery is wired by the app (server/mail/delivery.ts). */
export function createMailOutbox(options: { onKick?: () => void } = {}): MailOutbox {
  return {
    async enqueue(db, mail, enqueueOptions = {}) {
      const message = mailMessageSchema.parse(mail);
      const inserted = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          dedupeKey: enqueueOptions.key ?? null,
        })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return inserted.length === 1;
    },
    kick() {
      options.onKick?.();
    },
  };
}
