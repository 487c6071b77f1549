import { extractLinks } from './links.ts';
import type { MailLog, Mailer } from './mailer.ts';

/**
 * No SMTP server: the outbox row is the delivered mail, readable at /dev/outbox outside
 * production. Delivering it only logs it, links included, so a developer can follow a reset or
 * follow-up link from the console. In production the links (they carry tokens) stay out of the log.
 */
export function createOutboxMailer(log: MailLog, options: { logLinks: boolean }): Mailer {
  return {
    transport: 'outbox',
    async deliver(mail) {
      const links = options.logLinks ? { links: extractLinks(mail.text) } : {};
      log.info({ mail: { id: mail.outboxId, to: mail.to, subject: mail.subject, ...links } }, `mail to ${mail.to} kept in the outbox`);
    },
    close: async () => {},
  };
}
