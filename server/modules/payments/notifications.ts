import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The provider's signed notifications (webhooks). The signature header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with a key derived from the JWT
 * secret (HKDF, own label), so the signing key is never the token key itself.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';
/** Older signatures are refused (replay of a captured notification). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const notificationSchema = z.object({
  id: z.string().min(8).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int(),
  data: z.object({ paymentUid: z.uuid(), providerReference: z.string().min(1) }),
});
export type PaymentNotification = z.infer<typeof notificationSchema>;

export function notificationKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'galant', 'payments/notifications/v1', 32));
}

const mac = (key: Buffer, timestamp: number, body: string) => createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');

export function signNotification(key: Buffer, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${mac(key, nowSeconds, body)}`;
}

export function verifySignature(key: Buffer, header: string | undefined, body: string, nowSeconds: number): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (match === null) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(mac(key, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2] ?? '', 'hex'));
}
