import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordResetMachine, type PasswordResetInput } from '../../../machines/auth/password-reset.machine.ts';
import { checkResetToken, requestPasswordReset, updatePassword } from '../../api/password-reset.ts';
import { routeContext } from '../route-context.ts';
import { useLatestNavigate, useNotify } from '../use-page-effects.ts';
import { resetFailureOf } from './failures.ts';
import { authPages } from '../../../src/i18n/fr/auth-pages.ts';

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw resetFailureOf(error);
  }
}

/** The password-reset machine with its I/O: the /api/reset-password calls, success → /login. */
export function usePasswordResetActor(input: PasswordResetInput) {
  const notify = useNotify();
  const go = useLatestNavigate();
  const api = () => routeContext(null).api();
  return useActorRef(
    passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise<void, { email: string }>(async ({ input: { email }, signal }) => {
          await call(async () => requestPasswordReset(await api(), email, { signal }));
        }),
        checkResetToken: fromPromise<void, { token: string }>(async ({ input: { token }, signal }) => {
          await call(async () => checkResetToken(await api(), token, { signal }));
        }),
        updatePassword: fromPromise<void, { token: string; password: string }>(async ({ input: update, signal }) => {
          await call(async () => updatePassword(await api(), update, { signal }));
        }),
      },
      actions: {
        passwordUpdated: () => {
          notify(authPages.login.passwordUpdated, 'success');
          go('/login', { replace: true });
        },
      },
    }),
    { input },
  );
}
