import type { Transporter } from 'nodemailer';
import type { MailLog, Mailer } from './mailer.ts';

/**
 * A peer that does not answer must not hold a delivery (and its 60 s lease) for minutes, as
 * nodemailer's defaults would (2 min to connect, 10 min of silence): past the lease, another
 * worker could send the same mail while this one still waits.
 */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP_URL with the time-outs above, unless the URL names its own (nodemailer reads them from the query). */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/** Real delivery through SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const url = withTimeouts(smtpUrl);
  // nodemailer is loaded with the first mail, not at start (~50 ms of a restart).
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    transport: 'smtp',
    async deliver(mail) {
      const info = await (
        await connect()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        messageId: mail.messageId,
      });
      log.info({ mail: { id: mail.outboxId, to: mail.to, subject: mail.subject, messageId: info.messageId } }, `mail sent to ${mail.to}`);
    },
    // A transport that never loaded has nothing to close.
    close: async () => (await transporter?.catch(() => undefined))?.close(),
  };
}
