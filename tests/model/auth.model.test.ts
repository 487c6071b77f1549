import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { authMachine, type AuthEvent, type AuthInput, type ReceivedToken } from '../../machines/auth/auth.machine.ts';
import { TOKEN_DECODE_ERROR } from '../../machines/auth/token.ts';
import type { UserMetadataData } from '../../src/domain/user.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';
import { authInfoOf, MEMBER, NOW, NOW_SECONDS, tokenFor, VIP } from '../support/auth-fixtures.ts';

const HOUR = 3600;
const valid = { token: tokenFor(VIP, NOW_SECONDS + HOUR), receivedAt: NOW };
const withoutExpiry = { token: tokenFor(MEMBER, null), receivedAt: NOW };
const expired = { token: tokenFor(VIP, NOW_SECONDS - 10), receivedAt: NOW };
const garbage = { token: 'pas-un-jeton', receivedAt: NOW };
// The next-token of a call 50 minutes later: the same user, a fresh hour.
const rotated = { token: tokenFor(VIP, NOW_SECONDS + 50 * 60 + HOUR), receivedAt: NOW + 50 * 60 * 1000 };
const otherUser = { token: tokenFor(MEMBER, NOW_SECONDS + HOUR), receivedAt: NOW };
const metadata: UserMetadataData = { profile: { name: 'Julien' }, favorites: [] };

const LABELS = new Map<string, string>([
  [valid.token, 'valid'],
  [withoutExpiry.token, 'without exp'],
  [expired.token, 'expired'],
  [garbage.token, 'undecodable'],
  [rotated.token, 'rotated'],
  [otherUser.token, "another user's"],
]);

const scenarios: Array<{ name: string; input: AuthInput }> = [
  { name: 'page rendered signed in', input: { provider: 'default', session: authInfoOf(VIP, NOW_SECONDS + 600) } },
  { name: 'anonymous visitor', input: { provider: 'default', session: null } },
];

type Step = StepContext<typeof authMachine>;

function tokenEvent(event: EventObject): ReceivedToken | undefined {
  if (event.type === 'auth.connect' || event.type === 'auth.refresh') return event as AuthEvent & ReceivedToken;
  if (isDoneActorEvent<ReceivedToken>(event, 'restoreSession')) return event.output;
  return undefined;
}

/** What the user's token says, written out here rather than taken from the machine. */
function expectedInfo(received: ReceivedToken) {
  if (received.token === valid.token || received.token === rotated.token) {
    return authInfoOf(VIP, received.token === valid.token ? NOW_SECONDS + HOUR : NOW_SECONDS + 50 * 60 + HOUR);
  }
  if (received.token === otherUser.token) return authInfoOf(MEMBER, NOW_SECONDS + HOUR);
  if (received.token === withoutExpiry.token) return authInfoOf(MEMBER, null);
  return null;
}

/**
 * docs/product.md#states-auth as the test's own table, carried along every path without the actor:
 * who the header shows, whether a token is held (sent as bearer), why the last session ended, and
 * which calls reached the server.
 */
type Phase = 'anonymous' | 'reconnecting' | 'connected' | 'signingOut' | 'disconnected';
interface Outcome {
  phase: Phase;
  shown: ReturnType<typeof expectedInfo>;
  token: string | null;
  metadata: UserMetadataData | null;
  reason: 'signedOut' | 'expired' | 'invalid' | 'sessionLost' | null;
  error: string | null;
  calls: string[];
}

const signedOut = (before: Outcome, reason: Outcome['reason'], error: string | null = null): Outcome => ({
  ...before,
  phase: 'disconnected',
  shown: null,
  token: null,
  metadata: null,
  reason,
  error,
});

/** A received token: undecodable or expired disconnects; a valid one connects with its claims. */
function receiveToken(before: Outcome, received: ReceivedToken): Outcome {
  if (received.token === garbage.token) return signedOut(before, 'invalid', TOKEN_DECODE_ERROR);
  if (received.token === expired.token) return signedOut(before, 'expired');
  const shown = expectedInfo(received);
  // Metadata belongs to one user: another user on this tab starts without it.
  const sameUser = before.shown !== null && before.shown.user.uid === shown?.user.uid;
  return {
    ...before,
    phase: 'connected',
    shown,
    token: received.token,
    metadata: sameUser ? before.metadata : null,
    reason: null,
    error: null,
  };
}

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  const received = tokenEvent(event);
  if (received && event.type === 'auth.connect') return before.phase === 'signingOut' ? before : receiveToken(before, received);
  if (received && event.type === 'auth.refresh') {
    // A next-token refreshes the session it belongs to; a late one of another user is ignored.
    const forAnother = received.token !== garbage.token && expectedInfo(received)?.user.uid !== before.shown?.user.uid;
    return before.phase !== 'connected' || forAnother ? before : receiveToken(before, received);
  }
  if (received) return receiveToken(before, received); // the session cookie gave a token
  if (event.type === 'xstate.error.actor.restoreSession') return signedOut(before, 'sessionLost');
  if (event.type === 'auth.disconnect') {
    // Sign-out sends the held token so the server revokes it; the member stays shown meanwhile.
    return before.phase === 'connected' || before.phase === 'reconnecting'
      ? { ...before, phase: 'signingOut', calls: [...before.calls, 'endSession'] }
      : before;
  }
  // Signed out on this device even when the call failed.
  if (event.type === 'xstate.done.actor.endSession' || event.type === 'xstate.error.actor.endSession')
    return signedOut(before, 'signedOut');
  if (event.type === 'auth.metadataUpdated') {
    return before.phase === 'connected'
      ? { ...before, metadata: (event as Extract<AuthEvent, { type: 'auth.metadataUpdated' }>).metadata }
      : before;
  }
  if (describeEventType(event.type) === 'after tokenLifetime') {
    // The token ended: the member is still shown while the session cookie is asked for a new one.
    return { ...before, phase: 'reconnecting', token: null, calls: [...before.calls, 'restoreSession'] };
  }
  return before;
}

function observe({ snapshot, invocations }: Step): Outcome {
  const { context } = snapshot;
  const phase: Phase = snapshot.hasTag('signingOut')
    ? 'signingOut'
    : snapshot.matches('reconnecting')
      ? 'reconnecting'
      : snapshot.hasTag('authenticated')
        ? 'connected'
        : snapshot.matches('disconnected')
          ? 'disconnected'
          : 'anonymous';
  return {
    phase,
    shown: snapshot.hasTag('signedIn') ? context.authInfo : null,
    token: context.token,
    metadata: context.metadata,
    reason: context.reason,
    error: context.error,
    calls: invocations.map((invocation) => invocation.src),
  };
}

describeModel(
  'auth',
  {
    machine: authMachine,
    expected: {
      initial: (scenario): Outcome => {
        // A page rendered signed in shows the member at once and asks the session cookie for the token.
        const session = scenario.input?.session ?? null;
        return session
          ? { phase: 'reconnecting', shown: session, token: null, metadata: null, reason: null, error: null, calls: ['restoreSession'] }
          : { phase: 'anonymous', shown: null, token: null, metadata: null, reason: null, error: null, calls: [] };
      },
      next: nextOutcome,
      observe,
    },
    scenarios,
    contextKeys: ['token', 'authInfo', 'metadata', 'reason', 'error'],
    events: {
      'auth.connect': [valid, withoutExpiry, expired, garbage, otherUser].map((sample) => ({ type: 'auth.connect' as const, ...sample })),
      'auth.refresh': [rotated, otherUser, garbage].map((sample) => ({ type: 'auth.refresh' as const, ...sample })),
      'auth.metadataUpdated': [{ type: 'auth.metadataUpdated', metadata }],
      'xstate.done.actor.restoreSession': [doneActorEvent('restoreSession', valid), doneActorEvent('restoreSession', garbage)],
      'xstate.error.actor.restoreSession': [errorActorEvent('restoreSession', new Error('401: no session'))],
      'xstate.done.actor.endSession': [doneActorEvent('endSession', undefined)],
      'xstate.error.actor.endSession': [errorActorEvent('endSession', new Error('offline'))],
    },
    describeEvent: (event) => {
      const received = tokenEvent(event);
      const label = describeEventType(event.type);
      return received ? `${label} (${LABELS.get(received.token) ?? '?'} token)` : label;
    },
  },
  (step: Step) => {
    const { snapshot, previous, event } = step;
    const { context } = snapshot;

    // The header shows the member exactly when auth info is known; the token is sent only when connected.
    expect(snapshot.hasTag('signedIn')).toBe(context.authInfo !== null);
    expect(snapshot.hasTag('authenticated')).toBe(snapshot.matches('connected'));
    if (snapshot.hasTag('authenticated')) expect(context.token).not.toBeNull();
    // Disconnected or anonymous: nothing of the user is left in memory.
    if (snapshot.matches('disconnected') || snapshot.matches('notAuthenticated')) {
      expect(context).toMatchObject({ token: null, authInfo: null, metadata: null });
    }

    if (!previous) {
      // Reconnect: the server-rendered member is shown at once, the token is fetched, not yet held.
      const session = step.scenario.input?.session ?? null;
      expect(context.authInfo).toEqual(session);
      expect(context.token).toBeNull();
      expect(step.invocations.map((invocation) => invocation.src)).toEqual(session ? ['restoreSession'] : []);
      return;
    }

    const received = tokenEvent(event);
    if (received) {
      const accepted =
        event.type === 'auth.refresh'
          ? // A late next-token of another user never switches the tab to that user.
            previous.matches('connected') &&
            (received.token === garbage.token || expectedInfo(received)?.user.uid === previous.context.authInfo?.user.uid)
          : !previous.matches('disconnecting');
      if (!accepted) {
        expect(context).toEqual(previous.context);
      } else if (received.token === garbage.token) {
        expect(snapshot.matches('disconnected')).toBe(true);
        expect(context.error).toBe(TOKEN_DECODE_ERROR);
        expect(context.reason).toBe('invalid');
      } else if (received.token === expired.token) {
        expect(snapshot.matches('disconnected')).toBe(true);
        expect(context.reason).toBe('expired');
      } else {
        // docs/product.md#states: a valid token connects and refreshes the auth info from its claims.
        const info = expectedInfo(received);
        expect(snapshot.hasTag('authenticated')).toBe(true);
        expect(context.token).toBe(received.token);
        expect(context.authInfo).toEqual(info);
        expect(context.error).toBeNull();
        // Metadata belongs to one user: another user signing in on this tab never sees it.
        if (previous.context.authInfo?.user.uid !== info?.user.uid) expect(context.metadata).toBeNull();
        else expect(context.metadata).toEqual(previous.context.metadata);
      }
    }

    if (event.type === 'xstate.error.actor.restoreSession') {
      expect(snapshot.matches('disconnected')).toBe(true);
      expect(context.reason).toBe('sessionLost');
    }
    if (event.type === 'auth.disconnect' && previous.hasTag('signedIn')) {
      expect(snapshot.hasTag('signingOut')).toBe(true);
      // The token still goes with the sign-out call, so the server can revoke it.
      const last = step.invocations.at(-1);
      expect(last).toEqual({ src: 'endSession', id: 'endSession', input: { provider: 'default', token: previous.context.token } });
    }
    if (event.type === 'xstate.done.actor.endSession' || event.type === 'xstate.error.actor.endSession') {
      // Signed out on this device even when the call failed.
      expect(snapshot.matches('disconnected')).toBe(true);
      expect(context.reason).toBe('signedOut');
    }
    if (event.type === 'auth.metadataUpdated') {
      expect(context.metadata).toEqual(previous.matches('connected') ? metadata : previous.context.metadata);
    }
    if (step.firedTimer) {
      // The token ended exactly when its exp said, counted from when it arrived.
      const { authInfo, receivedAt } = previous.context;
      expect(step.firedTimer.delay).toBe((authInfo?.tokenExpiration ?? 0) * 1000 - (receivedAt ?? 0));
      // The session cookie may give a new token: the member is still shown meanwhile.
      expect(snapshot.matches('reconnecting')).toBe(true);
      expect(context.token).toBeNull();
      expect(context.authInfo).toEqual(authInfo);
      expect(step.invocations.at(-1)?.src).toBe('restoreSession');
    }
  },
);
