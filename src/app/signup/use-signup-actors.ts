import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { activationMachine } from '../../../machines/signup/activation.machine.ts';
import { paymentCallbackMachine, type PaymentCallbackInput } from '../../../machines/signup/payment-callback.machine.ts';
import { paymentMachine, type PaymentInput } from '../../../machines/signup/payment.machine.ts';
import { registrationMachine, type RegistrationInput } from '../../../machines/signup/registration.machine.ts';
import { useAppServices } from '../app-context.tsx';
import { DEFAULT_TIMEOUT_MS } from '../../api/http-defaults.ts';
import { receiveToken } from '../auth/auth-actors.ts';
import { isSafeNavigation } from '../navigation-guard.ts';
import { routeContext } from '../route-context.ts';
import { useRouteData } from '../router/use-route.ts';
import { useLatestNavigate } from '../use-page-effects.ts';
import { pushSignUp } from '../third-party/data-layer.ts';
import { readSignupAccount } from './account.ts';
import { paymentActors, registrationActors, type SignupDependencies } from './actors.ts';
import { writeToFunnel } from './registration-first-snapshot.ts';
import type { RegistrationLookupData } from './registration-loader.ts';
import { waitForVip } from './activation.ts';
import {
  alreadyPaidHref,
  paymentCallbackHref,
  paymentStepAfterCancelHref,
  registrationHref,
  registrationResultHref,
  SIGNUP_PATHS,
  welcomeHref,
} from './paths.ts';
import { signupStorage } from './storage.ts';
import { finishPaymentPath, readPaymentState } from './finish-payment.ts';
import { reportFlows } from '../flows/flow-reporter.ts';
import { useMovesMade } from '../flows/use-moves-made.ts';
import { newSubmissionKey } from '../../domain/idempotency.ts';

/** The page builds the machine's input from its address as the server's loader does. */
export { registrationInputOf } from './registration-first-snapshot.ts';

/**
 * The signup machines with their I/O (docs/product.md#routes, docs/product.md#entities, docs/product.md#states): the API actors, browser storage, the auth actor,
 * the data layer and navigation. Used by the signup pages only (lazy chunks). Actions run in the
 * browser only (actors start after hydration), so `window` is safe inside them.
 */

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): the funnel goes on without memory.
    return null;
  }
}

/** The store of the funnel's browser data (null storage outside the browser). */
export function signupStore() {
  return signupStorage(typeof window === 'undefined' ? null : browserStorage());
}

function useSignupDependencies(): SignupDependencies {
  const { auth } = useAppServices();
  const api = () => routeContext(null).api();
  return {
    api,
    getToken: () => auth.default.getSnapshot().context.token,
    newKey: newSubmissionKey,
    // docs/product.md#errors: the payment link may not take the member to a script URL or an unknown site.
    mayRedirectTo: (href) => isSafeNavigation(href, { origin: window.location.origin }).ok,
    reportPaymentError: (report) => console.warn('[galant] payment declined', report),
    // One look at the session (no waiting): a VIP token is handed to the auth actor on the way.
    isVip: () =>
      waitForVip({ api, auth: auth.default, signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS), patienceMs: 0 }).then(
        () => true,
        () => false,
      ),
  };
}

/**
 * useActorRef hands the actor each render's implementations: the API actors are made once per page,
 * so what they keep between calls (the idempotency key, the last card request) survives re-renders.
 */
function useOnce<T>(make: () => T): T {
  return useState(make)[0];
}

/**
 * /registration: token, formula, form, sign-in, then payment by card or on the hosted page. What the
 * route loader read on the server for this utk (registration-loader.ts) is where the machine starts,
 * so the form (or the refused link's notice) is in the first HTML; the storage those answers would
 * have written is written once the page runs.
 */
export function useRegistrationActor(input: RegistrationInput) {
  const { auth } = useAppServices();
  const deps = useSignupDependencies();
  const apiActors = useOnce(() => registrationActors(deps));
  const go = useLatestNavigate();
  const loaded = useRouteData<RegistrationLookupData | null | undefined>();
  // Once per page (its implementations hold nothing a render changes: `go` reads the latest
  // navigate, the store is the browser's): providing on every render cost the first one 17 ms at 4× CPU.
  const machine = useOnce(() => {
    const store = signupStore();
    return registrationMachine.provide({
      actors: {
        ...apiActors,
        readStoredToken: fromPromise<string | null, void>(async () => store.readUniqueToken()),
        readAccount: fromPromise(({ signal }) => readSignupAccount({ auth: auth.default, api: deps.api, store, signal })),
      },
      actions: {
        storeToken: (_, params) => writeToFunnel(store, { type: 'storeToken', params }),
        storeFormula: (_, params) => writeToFunnel(store, { type: 'storeFormula', params }),
        storeAffiliation: (_, params) => writeToFunnel(store, { type: 'storeAffiliation', params }),
        storeUser: (_, user) => store.storeUser(user),
        connect: (_, { token }) => receiveToken(auth.default, token),
        pushSignUp: (_, { formula }) => void pushSignUp(window, { formula }),
        goToCardPayment: () => go(SIGNUP_PATHS.payment),
        redirectToPayment: (_, { href }) => window.location.assign(href),
        goToPaymentCallback: (_, { success }) => go(paymentCallbackHref({ success, cashback: false })),
        // Replaces this page: Back from the welcome page must not come back to a way to pay.
        goToAlreadyPaid: () => go(alreadyPaidHref(), { replace: true }),
      },
    });
  });
  // The server's start for this utk (registration-loader.ts), the same it rendered from.
  const [first] = useState(() => (loaded?.utk === input.utk ? (loaded.start ?? undefined) : undefined));
  useEffect(() => {
    if (first === undefined) return;
    const store = signupStore();
    for (const write of first.writes) writeToFunnel(store, write);
  }, [first]);
  useMovesMade(registrationMachine.id, first);
  return useActorRef(machine, { input, snapshot: first?.snapshot, inspect: reportFlows });
}

/** /registration/payment: the cashback card form, then callback-payment or the failure page. */
export function usePaymentActor(input: PaymentInput) {
  const { auth } = useAppServices();
  const deps = useSignupDependencies();
  const apiActors = useOnce(() => paymentActors(deps));
  const go = useLatestNavigate();
  return useActorRef(
    paymentMachine.provide({
      actors: {
        ...apiActors,
        awaitPayment: fromPromise(async ({ signal }) => {
          await waitForVip({ api: deps.api, auth: auth.default, signal });
          return { status: 'Success' as const };
        }),
      },
      actions: {
        goToPaymentCallback: (_, result) => go(paymentCallbackHref(result)),
        goToFailure: (_, { code }) => go(registrationResultHref('failure', code)),
        goToAlreadyPaid: () => go(alreadyPaidHref(), { replace: true }),
      },
    }),
    { input, inspect: reportFlows },
  );
}

/** /callback/payment: asks where the payment stands, stores the result (docs/product.md#states), then the welcome page of that result. */
export function usePaymentCallbackActor(input: PaymentCallbackInput) {
  const { auth } = useAppServices();
  const go = useLatestNavigate();
  const store = signupStore();
  return useActorRef(
    paymentCallbackMachine.provide({
      actors: {
        readPaymentState: fromPromise(({ signal }) =>
          readPaymentState({ auth: auth.default, api: () => routeContext(null).api(), signal }),
        ),
      },
      actions: {
        storePaymentResult: (_, { result }) => store.storePaymentResult(result),
        goToWelcome: (_, { result }) => go(welcomeHref(result)),
        // Replaces the callback: Back from the payment step must not land on it again.
        goToPaymentStep: () => go(paymentStepAfterCancelHref(), { replace: true }),
      },
    }),
    { input, inspect: reportFlows },
  );
}

/** The welcome page after a payment: where the payment stands, then waits for the provider's activation (VIP). */
export function useActivationActor() {
  const { auth } = useAppServices();
  return useActorRef(
    activationMachine.provide({
      actors: {
        readPaymentState: fromPromise(({ signal }) =>
          readPaymentState({ auth: auth.default, api: () => routeContext(null).api(), signal }),
        ),
        awaitActivation: fromPromise(({ signal }) => waitForVip({ api: () => routeContext(null).api(), auth: auth.default, signal })),
      },
    }),
    { inspect: reportFlows },
  );
}

/** Where an account that never paid goes to finish its payment (decision 0034): the pages' link. */
export function useFinishPaymentHref(): string {
  const { signupToken } = useAppServices().config;
  return typeof window === 'undefined' ? registrationHref(signupToken) : finishPaymentPath(signupToken);
}
