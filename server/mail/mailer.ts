import { z } from 'zod';

/** One e-mail: plain text always (links stay followable), HTML optionally. */
export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface Mailer {
  /** 'outbox' when there is no SMTP_URL: mails land in the outbox table and the log. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The slice of pino both mailers log through. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}
