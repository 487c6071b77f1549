import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withdrawalMachine, type WithdrawalFailure } from '../../../machines/account/withdrawal.machine.ts';
import { isApiError } from '../../api/errors.ts';
import { getWithdrawalQuote, withdraw } from '../../api/withdrawal.ts';
import type { WithdrawalQuote, WithdrawalResponse } from '../../domain/withdrawal.ts';
import { reportFlows } from '../flows/flow-reporter.ts';
import { routeContext } from '../route-context.ts';

/** A 409 of POST /api/subscriptions/withdrawal is the server's refusal, in French; anything else an unknown outcome. */
export function withdrawalFailureOf(error: unknown): WithdrawalFailure {
  if (isApiError(error) && error.kind === 'conflict') {
    return { reason: 'refused', message: error.violations[0]?.message ?? error.message };
  }
  return { reason: 'unavailable' };
}

/** The withdrawal section's machine with its I/O: GET and POST /api/subscriptions/withdrawal. */
export function useWithdrawalActor() {
  const api = () => routeContext(null).api();
  return useActorRef(
    withdrawalMachine.provide({
      actors: {
        loadQuote: fromPromise<WithdrawalQuote, void>(async ({ signal }) => getWithdrawalQuote(await api(), { signal })),
        withdraw: fromPromise<WithdrawalResponse, void>(async ({ signal }) => {
          try {
            return await withdraw(await api(), { signal });
          } catch (error) {
            throw withdrawalFailureOf(error);
          }
        }),
      },
    }),
    { inspect: reportFlows },
  );
}
