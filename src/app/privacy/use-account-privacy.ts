import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { accountPrivacyMachine, type DeletionOutcome } from '../../../machines/account/account-privacy.machine.ts';
import { useAppServices } from '../app-context.tsx';
import { ConflictError, ForbiddenError } from '../../api/errors.ts';
import { deleteAccount, fetchDataExport } from '../../api/privacy.ts';
import { exportFileName } from '../../domain/privacy.ts';
import { privacyPages } from '../../i18n/fr/privacy-pages.ts';
import { routeContext } from '../route-context.ts';
import { useNotify } from '../use-page-effects.ts';

/** Saves a blob under `name` through a temporary link (the browser's download). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The server's French reason of a refusal (409 violation, or the 403 message), else null. */
function refusalMessage(error: unknown): string | null {
  if (error instanceof ConflictError) return error.violations[0]?.message ?? null;
  if (error instanceof ForbiddenError) return error.message;
  return null;
}

/**
 * "Mes données" on /account with its I/O: the export fetched with the member's bearer (a plain
 * link would not carry it) and saved as galant-donnees-<date>.json; the deletion, then the
 * message and this browser's sign-out (the guard then leaves /account for the home page).
 */
export function useAccountPrivacy() {
  const { auth } = useAppServices();
  const notify = useNotify();
  return useActorRef(
    accountPrivacyMachine.provide({
      actors: {
        exportData: fromPromise<void, void>(async ({ signal }) => {
          const token = auth.default.getSnapshot().context.token;
          const blob = await fetchDataExport(await routeContext(null).api(), token, { signal });
          saveFile(blob, exportFileName(new Date()));
        }),
        deleteAccount: fromPromise<DeletionOutcome, void>(async ({ signal }) => {
          try {
            await deleteAccount(await routeContext(null).api(), { signal });
            return { type: 'deleted' };
          } catch (error) {
            const message = refusalMessage(error);
            return message === null ? { type: 'unavailable' } : { type: 'refused', message };
          }
        }),
      },
      actions: {
        accountDeleted: () => {
          notify(privacyPages.deleted, 'success');
          auth.default.send({ type: 'auth.disconnect' });
        },
      },
    }),
  );
}
