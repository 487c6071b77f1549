import nodemailer from 'nodemailer';
import { mailMessageSchema, type MailLog, type Mailer } from './mailer.ts';

/** Real delivery through SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      const mail = mailMessageSchema.parse(message);
      const info = await transporter.sendMail({ from, ...mail });
      log.info({ mail: { to: mail.to, subject: mail.subject, messageId: info.messageId } }, `mail sent to ${mail.to}`);
    },
    close: async () => transporter.close(),
  };
}
