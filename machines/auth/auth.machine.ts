import { assign, setup } from 'xstate';
import type { AuthInfo } from '../../src/domain/auth.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import {
  AUTH_PROVIDERS,
  type AuthContext,
  type AuthEvent,
  type AuthInput,
  type AuthProviderName,
  type AuthTag,
  type ReceivedToken,
} from './auth-context.ts';
import { initialAuthContext } from './initial-context.ts';
import { authInfoFromToken, isTokenValid, TOKEN_DECODE_ERROR, tryDecodeToken, UNKNOWN_PROVIDER_ERROR } from './token.ts';

export { AUTH_PROVIDERS };
export type { AuthContext, AuthEvent, AuthInput, AuthProviderName, AuthTag, DisconnectReason, ReceivedToken } from './auth-context.ts';

/**
 * Authentication of one provider (docs/product.md#states): one actor per provider, `default` (members) and `contact`
 * (support contacts). Not authenticated → connected with a token → disconnected (token and auth
 * info cleared). "Reconnect sets the token without marking authenticated": when the server saw a
 * session cookie, the page starts `reconnecting` with the auth info the server rendered (no flash
 * of the anonymous view) and no token; `restoreSession` fetches the token, which is then checked
 * like any other. A token is valid while its expiration is in the future or none is set; an
 * undecodable or expired token disconnects, a valid one refreshes the auth info.
 *
 * No clock inside: events that carry a token say when it was received (`receivedAt`, ms), and the
 * token's end is an `after` delay measured from then.
 *
 * Provided by the app: actors `restoreSession` (POST /api/auth/session → token) and `endSession`
 * (POST /api/auth/logout: revokes the tokens and clears the session cookie).
 * Views: tags `signedIn` (auth info known), `authenticated` (token in memory), `busy`, `signingOut`.
 */

/** setTimeout holds at most 2^31 - 1 ms (~24.8 days); longer delays would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

export function isAuthProvider(value: unknown): value is AuthProviderName {
  return typeof value === 'string' && (AUTH_PROVIDERS as readonly string[]).includes(value);
}

/** docs/product.md#errors "The provider doesn't exist". */
export function assertAuthProvider(value: unknown): AuthProviderName {
  if (!isAuthProvider(value)) throw new Error(UNKNOWN_PROVIDER_ERROR);
  return value;
}

function receive(event: AuthEvent): AuthContext['pending'] {
  if (event.type !== 'auth.connect' && event.type !== 'auth.refresh') return null;
  return { token: event.token, receivedAt: event.receivedAt, decoded: tryDecodeToken(event.token) };
}

const cleared = { token: null, receivedAt: null, authInfo: null, metadata: null, pending: null } as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    restoreSession: notProvidedActor<ReceivedToken, { provider: AuthProviderName }>('restoreSession'),
    endSession: notProvidedActor<void, { provider: AuthProviderName; token: string | null }>('endSession'),
  },
  actions: {
    receiveToken: assign({ pending: ({ event }) => receive(event) }),
    receiveRestoredToken: assign((_, params: ReceivedToken) => ({
      pending: { ...params, decoded: tryDecodeToken(params.token) },
    })),
    acceptPendingToken: assign(({ context }) => {
      const { pending } = context;
      if (!pending?.decoded) return {};
      const authInfo = authInfoFromToken(pending.decoded);
      // Another user signed in on this tab: the previous user's metadata is not theirs.
      const sameUser = context.authInfo?.user.uid === authInfo.user.uid;
      return {
        token: pending.token,
        receivedAt: pending.receivedAt,
        authInfo,
        metadata: sameUser ? context.metadata : null,
        pending: null,
        reason: null,
        error: null,
      };
    }),
    rejectUndecodableToken: assign({ ...cleared, reason: 'invalid', error: TOKEN_DECODE_ERROR }),
    rejectExpiredToken: assign({ ...cleared, reason: 'expired', error: null }),
    dropExpiredToken: assign({ token: null, receivedAt: null }),
    forgetLostSession: assign({ ...cleared, reason: 'sessionLost', error: null }),
    forgetSignedOutSession: assign({ ...cleared, reason: 'signedOut', error: null }),
    rememberMetadata: assign({
      metadata: ({ context, event }) => (event.type === 'auth.metadataUpdated' ? event.metadata : context.metadata),
    }),
  },
  guards: {
    serverSawSession: ({ context }) => context.authInfo !== null,
    pendingUndecodable: ({ context }) => !context.pending?.decoded,
    pendingExpired: ({ context }) => {
      const { pending } = context;
      return !!pending?.decoded && !isTokenValid(pending.decoded.exp, pending.receivedAt);
    },
    pendingHasExpiration: ({ context }) => context.pending?.decoded?.exp != null,
    // A late next-token of a previous session must not switch the tab to that user; an
    // undecodable one goes on to be rejected (docs/product.md#states: an invalid token disconnects).
    refreshNotForAnotherUser: ({ context, event }) => {
      if (event.type !== 'auth.refresh') return false;
      const decoded = tryDecodeToken(event.token);
      return decoded === null || decoded.uid === context.authInfo?.user.uid;
    },
  },
  delays: {
    // What was left of the token when it arrived.
    tokenLifetime: ({ context }) => {
      const exp = context.authInfo?.tokenExpiration;
      if (exp == null || context.receivedAt === null) return MAX_TIMER_MS;
      return Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - context.receivedAt));
    },
  },
}).createMachine({
  id: 'auth',
  description:
    'Who is signed in, per provider (docs/product.md#states). A page loaded with a session cookie reconnects: the member ' +
    'shows at once, the token follows. Invalid or expired tokens disconnect; valid ones refresh the auth info.',
  context: ({ input }) => initialAuthContext({ provider: assertAuthProvider(input.provider), session: input.session }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Did the server see a session?',
      always: [{ guard: 'serverSawSession', target: 'reconnecting' }, { target: 'notAuthenticated' }],
    },
    notAuthenticated: {
      description: 'Anonymous visitor.',
      on: { 'auth.connect': { target: 'validating', actions: 'receiveToken' } },
    },
    reconnecting: {
      description: 'Member shown, token not yet in memory: asked from the session cookie.',
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: {
          target: 'validating',
          actions: { type: 'receiveRestoredToken', params: ({ event }) => event.output },
        },
        onError: { target: 'disconnected', actions: 'forgetLostSession' },
      },
      on: {
        'auth.connect': { target: 'validating', actions: 'receiveToken' },
        'auth.disconnect': 'disconnecting',
      },
    },
    validating: {
      description: 'Is the token decodable and unexpired?',
      always: [
        { guard: 'pendingUndecodable', target: 'disconnected', actions: 'rejectUndecodableToken' },
        { guard: 'pendingExpired', target: 'disconnected', actions: 'rejectExpiredToken' },
        { guard: 'pendingHasExpiration', target: 'connected.untilExpiry', actions: 'acceptPendingToken' },
        { target: 'connected.withoutExpiry', actions: 'acceptPendingToken' },
      ],
    },
    connected: {
      description: 'Token in memory, sent as bearer.',
      tags: ['signedIn', 'authenticated'],
      initial: 'untilExpiry',
      states: {
        untilExpiry: {
          description: 'Until exp; then the session cookie may give a new token.',
          after: { tokenLifetime: { target: '#auth.reconnecting', actions: 'dropExpiredToken' } },
        },
        withoutExpiry: { description: 'No exp: valid until replaced.' },
      },
      on: {
        'auth.connect': { target: 'validating', actions: 'receiveToken' },
        'auth.refresh': { guard: 'refreshNotForAnotherUser', target: 'validating', actions: 'receiveToken' },
        'auth.disconnect': 'disconnecting',
        'auth.metadataUpdated': { actions: 'rememberMetadata' },
      },
    },
    disconnecting: {
      description: 'Sign-out: tokens revoked, cookie cleared.',
      tags: ['signedIn', 'busy', 'signingOut'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ provider: context.provider, token: context.token }),
        // Signed out on this device either way: a failed call only leaves a token that expires.
        onDone: { target: 'disconnected', actions: 'forgetSignedOutSession' },
        onError: { target: 'disconnected', actions: 'forgetSignedOutSession' },
      },
    },
    disconnected: {
      description: 'Token and auth info cleared.',
      on: { 'auth.connect': { target: 'validating', actions: 'receiveToken' } },
    },
  },
});

/** The signed-in user of an auth actor's snapshot, or null. */
export function authInfoOf(snapshot: { context: AuthContext }): AuthInfo | null {
  return snapshot.context.authInfo;
}
