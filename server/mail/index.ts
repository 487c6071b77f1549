import type { AppConfig } from '../config.ts';
import type { MailLog, Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { MailLog, MailMessage, Mailer, OutgoingMail } from './mailer.ts';

/** SMTP when SMTP_URL is set, otherwise the outbox (the row is the delivered mail). */
export function createMailer(config: AppConfig, log: MailLog): Mailer {
  return config.mail.smtpUrl === null
    ? createOutboxMailer(log, { logLinks: !config.isProduction })
    : createSmtpMailer(config.mail.smtpUrl, config.mail.from, log);
}
