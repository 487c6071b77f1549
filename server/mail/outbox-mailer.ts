import type { Database } from '../db/database.ts';
import { extractLinks } from './links.ts';
import { mailMessageSchema, type MailLog, type Mailer } from './mailer.ts';
import { storeInOutbox } from './outbox-repository.ts';

/**
 * No SMTP server: keep each mail in the outbox table and log it, links included, so a developer
 * can follow a reset or follow-up link from the console or /dev/outbox. In production the links
 * (they carry tokens) stay out of the log.
 */
export function createOutboxMailer(db: Database, log: MailLog, options: { logLinks: boolean }): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      const mail = mailMessageSchema.parse(message);
      const row = await storeInOutbox(db, mail);
      const links = options.logLinks ? { links: extractLinks(mail.text) } : {};
      log.info({ mail: { id: row.id, to: mail.to, subject: mail.subject, ...links } }, `mail to ${mail.to} kept in the outbox`);
    },
    close: async () => {},
  };
}
