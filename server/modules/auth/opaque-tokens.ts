import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random opaque token (256 bits, base64url): reset links. Never a JWT, so never an access token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its sha256, so a leaked table opens nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** A keyed digest for counters (identifiers, addresses) that must not be stored in clear. */
export function keyedDigest(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}
