import type { AuthContext, AuthEvent, AuthInput, AuthTag } from '../../../machines/auth/auth.machine.ts';
import { initialAuthContext } from '../../../machines/auth/initial-context.ts';
import type { ActorLike } from '../lazy-actor.ts';

/**
 * What the app uses of an auth actor (docs/product.md#states), with no XState code: the live actor
 * (auth-actors.ts) and the browser's lazy one (browser-services.ts) both have this shape, so the
 * layout and the home page follow the signed-in state before XState has loaded.
 */
export interface AuthSnapshot {
  context: AuthContext;
  hasTag(tag: AuthTag): boolean;
  matches(state: 'disconnected'): boolean;
}

export type AuthRef = ActorLike<AuthSnapshot, AuthEvent>;

/**
 * The auth machine's first snapshot for this input, as its `starting` state resolves it: a session
 * the server saw → `reconnecting` (tags signedIn, busy), otherwise `notAuthenticated`.
 * tests/unit/app/lazy-actors.test.ts holds it to the machine's own.
 */
export function initialAuthSnapshot(input: AuthInput): AuthSnapshot {
  const reconnecting = input.session !== null;
  const tags: readonly AuthTag[] = reconnecting ? ['signedIn', 'busy'] : [];
  return { context: initialAuthContext(input), hasTag: (tag) => tags.includes(tag), matches: () => false };
}

/** The auth refs that started from a session the server saw (see startedWithSession). */
const withSession = new WeakSet<AuthRef>();

/** Marks an auth ref as started from the session the server saw (when there was one). */
export function rememberSession<T extends AuthRef>(actor: T, session: unknown): T {
  if (session) withSession.add(actor);
  return actor;
}

/**
 * Whether the actor started from a session the server saw (it then shows `reconnecting` first, in the
 * server render and in the browser alike): what a hydrating view may rely on before the live state.
 */
export function startedWithSession(actor: AuthRef): boolean {
  return withSession.has(actor);
}

/** Resolves once the actor is neither reconnecting nor signing out (its token is then final). */
export function whenAuthSettled(actor: AuthRef): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => !actor.getSnapshot().hasTag('busy');
    if (settled()) return resolve();
    const subscription = actor.subscribe(() => {
      if (!settled()) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/** Hands a token to the auth actor (sign-in, password change, next-token). */
export function receiveToken(actor: AuthRef, token: string, how: 'connect' | 'refresh' = 'connect', now: () => number = Date.now): void {
  actor.send({ type: how === 'connect' ? 'auth.connect' : 'auth.refresh', token, receivedAt: now() });
}
