import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailLog, Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { MailLog, MailMessage, Mailer } from './mailer.ts';

/** SMTP when SMTP_URL is set, otherwise the outbox. */
export function createMailer(config: AppConfig, db: Database, log: MailLog): Mailer {
  return config.mail.smtpUrl === null
    ? createOutboxMailer(db, log, { logLinks: !config.isProduction })
    : createSmtpMailer(config.mail.smtpUrl, config.mail.from, log);
}
