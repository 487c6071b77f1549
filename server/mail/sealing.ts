import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Mail bodies at rest (docs/decisions/0016-mail-outbox.md): reset and support links carry live
 * tokens, so the outbox stores text and html sealed with AES-256-GCM. The key is derived from the
 * JWT secret (HKDF, own label): a database dump alone opens nothing. A version prefix lets a
 * later key or cipher live next to this one.
 */
export const SEALED_PREFIX = 'sealed:v1:';
const PREFIX = SEALED_PREFIX;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface MailSealer {
  seal(plain: string): string;
  /** The plain text of a sealed value; a value without the prefix (a row stored before sealing) as is. */
  open(stored: string): string;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

const sealers = new Map<string, MailSealer>();

export function mailSealer(jwtSecret: string): MailSealer {
  const known = sealers.get(jwtSecret);
  if (known !== undefined) return known;
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'galant', 'mail/outbox-bodies/v1', 32));
  const sealer: MailSealer = {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
  sealers.set(jwtSecret, sealer);
  return sealer;
}
