import type { AuthInfo } from '../../src/domain/auth.ts';
import type { UserMetadataData } from '../../src/domain/user.ts';
import type { DecodedToken } from './token.ts';

/*
 * The auth machine's providers, input, context and events, apart from the machine: its initial
 * context (initial-context.ts), which the browser reads before XState has loaded, names them
 * without importing the machine.
 */

export const AUTH_PROVIDERS = ['default', 'contact'] as const;
export type AuthProviderName = (typeof AUTH_PROVIDERS)[number];

export interface AuthInput {
  provider: AuthProviderName;
  /** Auth info the server saw in the session cookie (page payload); null: anonymous. */
  session: AuthInfo | null;
}

/** A token as received, with when (ms since epoch) and what it says. */
export interface ReceivedToken {
  token: string;
  receivedAt: number;
}

export type DisconnectReason = 'signedOut' | 'expired' | 'invalid' | 'sessionLost';

export interface AuthContext {
  provider: AuthProviderName;
  /** The access token in memory (sent as bearer); never in storage (docs/decisions/0003). */
  token: string | null;
  /** When the held token was received (ms), to time its end. */
  receivedAt: number | null;
  authInfo: AuthInfo | null;
  /** The user's metadata, once a page read or changed it (auth.metadataUpdated). */
  metadata: UserMetadataData | null;
  /** A token being checked (validating is transient). */
  pending: (ReceivedToken & { decoded: DecodedToken | null }) | null;
  /** Why the last session ended. */
  reason: DisconnectReason | null;
  /** Developer error (docs/product.md#errors) of the last rejected token ("Failed to decode token"). */
  error: string | null;
}

export type AuthEvent =
  | ({ type: 'auth.connect' } & ReceivedToken)
  | ({ type: 'auth.refresh' } & ReceivedToken)
  | { type: 'auth.disconnect' }
  | { type: 'auth.metadataUpdated'; metadata: UserMetadataData };

export type AuthTag = 'signedIn' | 'authenticated' | 'busy' | 'signingOut';
