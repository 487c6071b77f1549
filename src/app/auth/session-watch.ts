import { findRouteForPath } from '../breadcrumbs.ts';
import type { AuthRef } from './auth-ref.ts';
import { needsGuard } from './route-guard.ts';

/** What the watcher needs of the app router (src/app/router/app-router.ts). */
export interface SessionRouter {
  state: { location: { pathname: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  revalidate: () => Promise<void> | void;
}

export interface SessionNotices {
  signedOut: () => void;
  sessionLost: () => void;
}

/**
 * What the page does when the member's session ends (docs/product.md#states disconnected): after a sign-out, a
 * guarded page gives way to the home page; when the session is lost (expired, revoked), the
 * guards run again so a guarded page sends the visitor to /login and back after signing in.
 */
export function watchSession(
  auth: AuthRef,
  router: SessionRouter,
  notices: SessionNotices,
  /**
   * Whether the page was rendered signed in (its payload): the watcher attaches after start-up's
   * steps, and a session lost before then must still be told.
   */
  startedSignedIn: boolean = auth.getSnapshot().hasTag('signedIn'),
): () => void {
  let wasSignedIn = startedSignedIn;
  const check = (snapshot: ReturnType<AuthRef['getSnapshot']>): void => {
    const signedIn = snapshot.hasTag('signedIn');
    const ended = wasSignedIn && !signedIn && snapshot.matches('disconnected');
    wasSignedIn = signedIn;
    if (!ended) return;
    const route = findRouteForPath(router.state.location.pathname);
    const guarded = route ? needsGuard(route.meta) : false;
    if (snapshot.context.reason === 'signedOut') {
      notices.signedOut();
      if (guarded) void router.navigate('/', { replace: true });
    } else {
      notices.sessionLost();
      if (guarded) void router.revalidate();
    }
  };
  const subscription = auth.subscribe(check);
  check(auth.getSnapshot());
  return () => subscription.unsubscribe();
}
