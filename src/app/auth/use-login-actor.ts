import { useActorRef } from '@xstate/react';
import type { Acl } from '../../domain/auth.ts';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginCredentials } from '../../../machines/auth/login.machine.ts';
import { useAppServices } from '../app-context.tsx';
import { signIn } from '../../api/auth.ts';
import { routeContext } from '../route-context.ts';
import { useLatestNavigate } from '../use-page-effects.ts';
import { registrationHref } from '../signup/paths.ts';
import { receiveToken } from './auth-actors.ts';
import { loginFailureOf } from './failures.ts';
import { tryDecodeToken } from '../../../machines/auth/token.ts';
import { routeTable } from '../route-table.ts';
import { resolveRedirectAfterLogin } from './redirect-after-login.ts';

/** The /login machine with its I/O: POST /api/auth_check, the auth actor, docs/product.md#states redirect after login. */
export function useLoginActor(requestedPath: string | null) {
  const { auth, config } = useAppServices();
  const go = useLatestNavigate();
  // The signed-in roles decide where a sign-in without a requested page lands.
  let acl: Acl | undefined;
  return useActorRef(
    loginMachine.provide({
      actors: {
        signIn: fromPromise<{ token: string }, LoginCredentials>(async ({ input, signal }) => {
          try {
            return await signIn(await routeContext(null).api(), input, { signal });
          } catch (error) {
            throw loginFailureOf(error);
          }
        }),
      },
      actions: {
        connect: (_, { token }) => {
          acl = tryDecodeToken(token)?.acl;
          receiveToken(auth.default, token);
        },
        // Never paid (decision 0034): the payment step (« Terminez votre paiement »), whatever page was
        // asked for, with the site's registration link (reading the funnel's storage here would put
        // the signup modules in the login page's chunks).
        goToFinishPayment: () => go(registrationHref(config.signupToken), { replace: true }),
        redirectAfterLogin: (_, { requestedPath: requested }) => {
          go(resolveRedirectAfterLogin(requested, window.location.origin, routeTable, acl), { replace: true });
        },
      },
    }),
    { input: { requestedPath } },
  );
}
