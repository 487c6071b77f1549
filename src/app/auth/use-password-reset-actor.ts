import { useRouteData } from '../router/use-route.ts';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { passwordResetMachine, type PasswordResetInput } from '../../../machines/auth/password-reset.machine.ts';
import { checkResetToken, requestPasswordReset, updatePassword } from '../../api/password-reset.ts';
import { routeContext } from '../route-context.ts';
import { useLatestNavigate, useNotify } from '../use-page-effects.ts';
import { snapshotAfterFirstCall } from '../first-call-snapshot.ts';
import { resetFailureOf } from './failures.ts';
import type { ResetCheckData } from './reset-loader.ts';
import { authPages } from '../../../src/i18n/fr/auth-pages.ts';

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw resetFailureOf(error);
  }
}

/**
 * The password-reset machine with its I/O: the /api/reset-password calls, success → /login. On
 * the link's page, the check the server already made for this render (route loader) is where the
 * machine starts: the form, or the refused link's notice, is in the first HTML.
 */
export function usePasswordResetActor(input: PasswordResetInput) {
  const notify = useNotify();
  const go = useLatestNavigate();
  const loaded = useRouteData<ResetCheckData | null | undefined>();
  const api = () => routeContext(null).api();
  const machine = passwordResetMachine.provide({
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
  });
  const [snapshot] = useState(() => {
    const check = input.mode === 'update' && loaded?.token === input.token ? loaded.check : null;
    if (check === null) return undefined;
    return snapshotAfterFirstCall(machine, input, 'checkResetToken', 'valid' in check ? { output: undefined } : { error: check.refused })
      ?.snapshot;
  });
  return useActorRef(machine, { input, snapshot });
}
