/**
 * Renders an app hook (src/app/**\/use-*.ts) the way a page does, in happy-dom, with React's own
 * `act` (no Testing Library): the app's real snackbar and auth actors, the app's router on a memory
 * history whose location the test reads, and the tab's API client — the real HttpClient (schemas, errors, bearer)
 * whose transport is `server`, a function answering each request as the API would. Only that
 * transport is the test's: everything between the hook and the wire is the app's code.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { createActor, waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { snackbarMachine } from '../../../machines/snackbar.machine.ts';
import { createHttpClient, type HttpClient } from '../../../src/api/http-client.ts';
import { createBrowserAuthActors, receiveToken, type AuthActors } from '../../../src/app/auth/auth-actors.ts';
import { flushFlowEvents } from '../../../src/app/flows/flow-reporter.ts';
import { setBrowserRouteContext } from '../../../src/app/route-context.ts';
import { createAppRouter } from '../../../src/app/router/app-router.ts';
import { resumeResolution, type AppRoute } from '../../../src/app/router/resolve.ts';
import { RouterView } from '../../../src/app/router/router-view.tsx';
import { memoryHistory } from '../../support/memory-history.ts';
import type { AuthInfo } from '../../../src/domain/auth.ts';
import { AppServicesContext, type AppServices } from '../../../src/app/app-context.tsx';
import { testPublicConfig } from '../../support/public-config.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ApiRequest {
  method: string;
  /** Path after /api, with its query: '/users/u-1', '/reset-password/check?token=t'. */
  path: string;
  body: unknown;
  authorization: string | null;
  /** The call's abort signal (not enumerable: requests compare by what was sent). */
  readonly signal?: AbortSignal | null;
  /** The Idempotency-Key header of a charging call (not enumerable, like the signal). */
  readonly idempotencyKey?: string | null;
  /** The support-auth header of a support call with a link's token (not enumerable). */
  readonly supportAuth?: string | null;
}

export type ApiAnswer = (request: ApiRequest) => Response | Promise<Response>;

/** A JSON answer as the API sends it. */
export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Error body (docs/product.md#errors) with violations (400) or a plain message. */
export function failure(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json(status, { message, ...extra });
}

const BASE = 'http://galant.test/api';

export interface RenderedHook<T> {
  /** The hook's latest return value. */
  current: () => T;
  services: AppServices & { auth: AuthActors };
  client: HttpClient;
  /** Every request the hook's code sent, in order. */
  requests: ApiRequest[];
  /** The abort signal of each request, same order (a page that goes cancels its calls). */
  signals: Array<AbortSignal | null>;
  /** Resolves (inside act) once `count` requests were sent. */
  requested: (count: number) => Promise<void>;
  /** The router's location: path and query. */
  location: () => string;
  rerender: () => Promise<void>;
  unmount: () => Promise<void>;
}

export interface RenderOptions {
  server: ApiAnswer;
  /** Where the page is (MemoryRouter's first entry). */
  path?: string;
  /** A signed-in member (the page payload's session). */
  session?: AuthInfo | null;
  /** A token the tab holds before the page opens (the member signed in earlier in this tab). */
  token?: string;
  /** What the page's route loader read first (useRouteData), as the server render hands it over. */
  loaderData?: unknown;
  /** The route's handle, as the route table gives it (e.g. the support pages' `definition.meta.supportType`). */
  handle?: unknown;
}

export async function renderHook<T>(useHook: () => T, options: RenderOptions): Promise<RenderedHook<T>> {
  const requests: ApiRequest[] = [];
  const signals: Array<AbortSignal | null> = [];
  const listeners = new Set<() => void>();
  const transport = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), BASE);
    // The funnel's move reports (src/app/flows/flow-reporter.ts) are not the hook's calls: answered, not recorded.
    if (url.pathname === '/api/flows/events') return new Response(null, { status: 204 });
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : '';
    const request: ApiRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.href.slice(BASE.length),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      authorization: headers.get('authorization'),
    };
    Object.defineProperty(request, 'signal', { value: init?.signal ?? null, enumerable: false });
    Object.defineProperty(request, 'idempotencyKey', { value: headers.get('idempotency-key'), enumerable: false });
    Object.defineProperty(request, 'supportAuth', { value: headers.get('support-auth'), enumerable: false });
    requests.push(request);
    signals.push(init?.signal ?? null);
    listeners.forEach((listener) => listener());
    return options.server(request);
  };
  // The client reads the bearer of the auth actor made just below (called only once both exist).
  const client = createHttpClient({
    baseURL: BASE,
    fetch: transport,
    retryDelayMs: 0,
    getToken: () => auth.default.getSnapshot().context.token,
  });
  const auth: AuthActors = createBrowserAuthActors(options.session ?? null, { api: async () => client });
  if (options.token) receiveToken(auth.default, options.token);
  const services = { config: testPublicConfig, snackbar: createActor(snackbarMachine).start(), auth };
  // Code that calls the browser's fetch itself (the session cookie's restore) reaches the same answers.
  const browserFetch = globalThis.fetch;
  globalThis.fetch = transport as typeof fetch;
  // happy-dom's beacon would reach the real network: the funnel's move reports (the only beacons) stop here.
  const beacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
  setBrowserRouteContext({ api: async () => client, auth: () => auth.default.getSnapshot().context.authInfo });

  let value: { current: T } | undefined;
  let where = options.path ?? '/';
  function Host(): null {
    value = { current: useHook() };
    const location = useLocation();
    where = `${location.pathname}${location.search}`;
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  // The app's router (pages' hooks read useRouteData): every path is the same route, so the host stays mounted.
  const routes: AppRoute[] = [{ id: 'page', path: '*', Component: Host, load: () => options.loaderData ?? null, handle: options.handle }];
  const history = memoryHistory(options.path ?? '/');
  const initial = await resumeResolution(routes, history.location().pathname, { data: { page: options.loaderData ?? null }, error: null });
  const router = createAppRouter({ history, routes, initial });
  const tree = () => (
    <AppServicesContext.Provider value={services}>
      <RouterView router={router} />
    </AppServicesContext.Provider>
  );
  await act(async () => root.render(tree()));
  return {
    current: () => {
      if (!value) throw new Error('the hook did not render');
      return value.current;
    },
    services,
    client,
    requests,
    signals,
    requested: async (count) =>
      act(
        () =>
          new Promise<void>((resolve) => {
            const check = () => {
              if (requests.length < count) return;
              listeners.delete(check);
              resolve();
            };
            listeners.add(check);
            check();
          }),
      ),
    location: () => where,
    rerender: async () => act(async () => root.render(tree())),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
      router.dispose();
      // Moves still queued go now, to the transport, rather than later to a real network.
      flushFlowEvents();
      globalThis.fetch = browserFetch;
      if (beacon) Object.defineProperty(navigator, 'sendBeacon', beacon);
      else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
      services.snackbar.stop();
      auth.default.stop();
      auth.contact.stop();
    },
  };
}

/** Waits, inside act, until the actor's snapshot satisfies `predicate` (what the view would re-render on). */
export async function until<TActor extends AnyActorRef>(
  actor: TActor,
  predicate: (snapshot: SnapshotFrom<TActor>) => boolean,
): Promise<SnapshotFrom<TActor>> {
  let reached: SnapshotFrom<TActor> | undefined;
  await act(async () => {
    reached = (await waitFor(actor, predicate, { timeout: 5000 })) as SnapshotFrom<TActor>;
  });
  if (!reached) throw new Error('unreachable');
  return reached;
}

/** An answer that never comes unless the call is cancelled (then it rejects as fetch does). */
export function pending(request: { signal?: AbortSignal | null }): Promise<Response> {
  return new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
}

/** Sends an event as a view does (inside act). */
export async function send<TActor extends AnyActorRef>(actor: TActor, event: Parameters<TActor['send']>[0]): Promise<void> {
  await act(async () => actor.send(event));
}

/** The message the app's snackbar shows now (null when hidden). */
export function snackbarShown(services: AppServices): { message: string; type: string } | null {
  const current = services.snackbar.getSnapshot().context.current;
  return current ? { message: current.message, type: current.type } : null;
}

/**
 * Waits, inside act, until `predicate` holds — for what a hook keeps in React state rather than in
 * an actor (e.g. useBilling). Checks after each macrotask; fails after 5 s.
 */
export async function eventually(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  // React applies the updates queued in an act scope when it ends: one short scope per check.
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('the condition never held');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}
