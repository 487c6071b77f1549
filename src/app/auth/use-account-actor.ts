import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../machines/auth/account.machine.ts';
import { useAppServices } from '../app-context.tsx';
import { changePassword, getUser, setUserMetadata } from '../../api/users.ts';
import type { User, UserMetadataData } from '../../domain/user.ts';
import { routeContext } from '../route-context.ts';
import { useNotify } from '../use-page-effects.ts';
import { receiveToken } from './auth-actors.ts';
import { accountFailureOf } from './failures.ts';
import { authPages } from '../../../src/i18n/fr/auth-pages.ts';

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw accountFailureOf(error);
  }
}

/** The /account machine with its I/O: the /api/users calls, the auth actor, success messages. */
export function useAccountActor(input: { uid: string | null; user: User | null }) {
  const { auth } = useAppServices();
  const api = () => routeContext(null).api();
  const notify = useNotify();
  return useActorRef(
    accountMachine.provide({
      actors: {
        loadUser: fromPromise<User, { uid: string }>(({ input: { uid }, signal }) =>
          call(async () => getUser(await api(), uid, { signal })),
        ),
        saveDisplayName: fromPromise<User, { uid: string; data: UserMetadataData }>(({ input: { uid, data }, signal }) =>
          call(async () => setUserMetadata(await api(), uid, data, { signal })),
        ),
        changePassword: fromPromise<{ token: string }, { uid: string; old: string; new: string }>(({ input: change, signal }) =>
          call(async () => changePassword(await api(), change, { signal })),
        ),
      },
      actions: {
        metadataUpdated: (_, { metadata }) => auth.default.send({ type: 'auth.metadataUpdated', metadata }),
        // The older tokens are revoked: the fresh one replaces the token in memory.
        sessionRenewed: (_, { token }) => receiveToken(auth.default, token),
        notifyNameSaved: () => notify(authPages.account.nameSaved, 'success'),
        notifyPasswordChanged: () => notify(authPages.account.passwordChanged, 'success'),
        signOut: () => auth.default.send({ type: 'auth.disconnect' }),
      },
    }),
    { input },
  );
}
