import { z } from 'zod';
import { isDeliverableAddress } from '../../src/domain/field-rules.ts';

/** One e-mail: plain text always (links stay followable), HTML optionally. */
export const mailMessageSchema = z.object({
  // The product's one address rule (docs/product.md#validation): what a form takes, the mailer sends.
  to: z.string().refine(isDeliverableAddress, 'not a deliverable address'),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** A mail the delivery hands to the transport: an outbox row, opened. */
export interface OutgoingMail extends MailMessage {
  /** The outbox row it comes from. */
  outboxId: number;
  /**
   * The same for every delivery of this row (`<outbox-…@host>`): a crash after the SMTP send and
   * before the row is marked sent makes a second delivery, which receivers drop as a duplicate.
   */
  messageId: string;
}

/**
 * The transport the mail delivery (server/mail/delivery.ts) sends each outbox row through. Nothing
 * else sends mail: a feature enqueues it in its transaction (server/mail/mail-outbox.ts).
 */
export interface Mailer {
  /** 'outbox' when there is no SMTP_URL: the outbox row is the delivered mail (kept, and logged). */
  readonly transport: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The slice of pino the mail code logs through. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}
