import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { subscriptionPageMachine, type LoadedSubscription } from '../../../machines/account/subscription-page.machine.ts';
import { unsubscribe } from '../../api/subscriptions.ts';
import type { Subscription, UnsubscribeResponse } from '../../domain/subscription.ts';
import { routeContext } from '../route-context.ts';
import { readSubscription } from './subscription-loader.ts';
import { reportFlows } from '../flows/flow-reporter.ts';

/** The /account/subscription machine with its I/O: GET /api/subscriptions and POST …/unsubscribe. */
export function useSubscriptionActor(loaded: LoadedSubscription | null) {
  const api = () => routeContext(null).api();
  return useActorRef(
    subscriptionPageMachine.provide({
      actors: {
        loadSubscription: fromPromise<Subscription | null, void>(
          async ({ signal }) => (await readSubscription(await api(), signal)).subscription,
        ),
        unsubscribe: fromPromise<UnsubscribeResponse, void>(async ({ signal }) => unsubscribe(await api(), { signal })),
      },
    }),
    { input: { loaded }, inspect: reportFlows },
  );
}
