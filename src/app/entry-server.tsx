import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createHttpClient, type HttpClientOptions } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import { AppRoot } from './app-root.tsx';
import { renderHead } from './head.ts';
import { serializePayload } from './payload.ts';
import type { RouteContext } from './route-context.ts';
import type { RouteHandle } from './routes.tsx';
import { createRoutes } from './routes.tsx';
import { resolveLocation } from './router/resolve.ts';
import { StaticRouterView } from './router/router-view.tsx';
import { createServerServices } from './services.ts';

export interface RenderOptions {
  config: PublicConfig;
  /** CSP nonce for the inline scripts React writes. */
  nonce?: string;
  /** Signed-in state from the session cookie (null: anonymous). */
  auth: AuthInfo | null;
  /** The access token of that session, for loaders that read member data. */
  accessToken: string | null;
  /** How loaders reach the API from the server: an in-process fetch, no network hop. */
  apiFetch: NonNullable<HttpClientOptions['fetch']>;
  /** Called for errors inside the stream once the shell is ready (logged by the server). */
  onError?: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      /** Tags for <!--app-head-->. */
      head: string;
      /** The inert JSON payload for <!--app-payload-->. */
      payload: string;
      /** React's stream, ready to pipe (shell already rendered). */
      stream: PipeableStream;
      /** A matched route read one visitor's data (RouteDefinition.personal): never kept by a shared cache. */
      personal: boolean;
      /** The names of the matched routes, outermost first: the server lists their code for the entry to preload (decision 0026). */
      routes: string[];
    };

const routes = createRoutes();

/** Server-renders one request with React 19 (resolves once the shell is ready; the server reads the rest). */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const api = createHttpClient({
    baseURL: new URL('/api', request.url).href,
    fetch: options.apiFetch,
    getToken: () => options.accessToken,
  });
  const requestContext: RouteContext = { api: () => Promise.resolve(api), auth: () => options.auth };
  const url = new URL(request.url);
  const resolution = await resolveLocation(routes, url, { signal: request.signal, context: requestContext });
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: resolution.status, location: resolution.location };
  const { matches, status } = resolution;
  const leaf = matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const data = leaf ? resolution.data[leaf.route.id] : undefined;
  const head = renderHead({ config: options.config, route: handle?.definition, status, url, data });
  const services = createServerServices(options.config, options.auth);
  const personal = matches.some((match) => (match.route.handle as RouteHandle | undefined)?.definition.personal === true);

  return new Promise((resolve, reject) => {
    const stream: PipeableStream = renderToPipeableStream(
      <StrictMode>
        <AppRoot services={services}>
          <StaticRouterView url={url} rendered={resolution} />
        </AppRoot>
      </StrictMode>,
      {
        nonce: options.nonce,
        onShellReady() {
          resolve({
            kind: 'html',
            status,
            head,
            payload: serializePayload({
              rendered: true,
              config: options.config,
              auth: options.auth,
              route: { data: resolution.data, error: resolution.error },
            }),
            stream,
            personal,
            routes: matches.map((match) => match.route.id),
          });
        },
        onShellError: reject,
        onError(error) {
          options.onError?.(error);
        },
      },
    );
  });
}

/** The payload for a page the server could not render: the client mounts it alone. */
export function clientOnlyPayload(config: PublicConfig, auth: AuthInfo | null): string {
  return serializePayload({ rendered: false, config, auth });
}
