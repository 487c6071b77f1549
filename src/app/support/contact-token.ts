import type { AuthRef } from '../auth/auth-ref.ts';
import { receiveToken } from '../auth/auth-ref.ts';

/**
 * The support token of an e-mailed link (`t`, docs/product.md#routes, docs/product.md#roles) in the contact auth provider (docs/product.md#states).
 *
 * Support tokens are opaque (docs/decisions/0010), while the auth actor accepts only tokens whose
 * claims it can read (docs/decisions/0007 "give the contact actor a decodable token"). So the
 * contact actor holds an unsigned wrapper: header `{"alg":"none"}`, claims `{ uid, identifier,
 * acl: {}, support: <token> }`, no expiry (the server alone knows when the link ends; a refusal
 * disconnects the provider). The wrapper is never sent anywhere: support calls send the token
 * itself as `support-auth: Contact <token>` (src/api/support.ts), through the tab's default
 * client, so a signed-in member's bearer goes along (docs/decisions/0013-support-client.md).
 */

const CONTACT_UID = 'support-link';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/** The wrapper the contact auth actor holds for a support token. */
export function contactAuthToken(supportToken: string): string {
  const claims = { uid: CONTACT_UID, identifier: '', acl: {}, support: supportToken };
  return `${base64Url(JSON.stringify({ alg: 'none' }))}.${base64Url(JSON.stringify(claims))}.`;
}

/** The support token inside a wrapper, or null. */
export function supportTokenIn(token: string | null | undefined): string | null {
  const claims = token?.split('.')[1];
  if (!claims) return null;
  try {
    const { support } = JSON.parse(fromBase64Url(claims)) as { support?: unknown };
    return typeof support === 'string' && support !== '' ? support : null;
  } catch {
    return null;
  }
}

/** The support token the contact provider holds (this tab followed a link), or null. */
export function heldSupportToken(contact: AuthRef): string | null {
  return supportTokenIn(contact.getSnapshot().context.token);
}

/** The page's `t` becomes the contact provider's token (once: the same token is not received twice). */
export function holdSupportToken(contact: AuthRef, supportToken: string): void {
  if (heldSupportToken(contact) === supportToken) return;
  receiveToken(contact, contactAuthToken(supportToken));
}

/** docs/product.md#states: a token the server refused disconnects the provider. */
export function dropSupportToken(contact: AuthRef): void {
  if (contact.getSnapshot().hasTag('authenticated')) contact.send({ type: 'auth.disconnect' });
}
