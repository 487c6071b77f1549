import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw, so tests can assert what the client really sent. */
export interface ReceivedRequest {
  method: string;
  pathname: string;
  /** Raw query string without '?', in the order sent. */
  search: string;
  query: Record<string, string[]>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text, or undefined when empty. */
  body: unknown;
}

export type Reply =
  | {
      status: number;
      json?: unknown;
      text?: string;
      headers?: Record<string, string>;
      /** Wait this long before answering anything (proves timeouts). */
      delayMs?: number;
      /** Send the headers and half the body, then stall (proves timeouts while reading the body). */
      stallBody?: boolean;
      /** Send the headers and half the body, then drop the connection (proves a lost answer). */
      cutBody?: boolean;
    }
  /** Drop the connection without answering (proves network failures). */
  | { destroy: true };

/** `hit` is 1 for the first request to this route, 2 for the second… */
export type Handler = (request: ReceivedRequest, hit: number) => Reply;

export interface TestServer {
  /** Absolute API base, e.g. http://127.0.0.1:41234/api */
  baseURL: string;
  /** Routes match on the pathname under /api, whatever the method. */
  route(path: string, handler: Handler): void;
  hits(path: string): number;
  requests(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A real node:http server on 127.0.0.1 and a free port: the client is exercised over the wire. */
export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const received = new Map<string, ReceivedRequest[]>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query: Record<string, string[]> = {};
      for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
      const request: ReceivedRequest = {
        method: req.method ?? '',
        pathname: url.pathname,
        search: url.search.replace(/^\?/, ''),
        query,
        headers: req.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
      };
      const path = url.pathname.replace(/^\/api/, '');
      const seen = received.get(path) ?? [];
      seen.push(request);
      received.set(path, seen);

      const handler = handlers.get(path);
      const reply: Reply = handler
        ? handler(request, seen.length)
        : { status: 599, json: { message: `No test route for ${url.pathname}` } };
      if ('destroy' in reply) {
        req.socket.destroy();
        return;
      }
      const answer = () => {
        const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
        const headers: Record<string, string> = { ...reply.headers };
        if (reply.json !== undefined) headers['content-type'] = 'application/json';
        res.writeHead(reply.status, headers);
        const half = body.slice(0, Math.floor(body.length / 2));
        // Dropped once the half is flushed, so the client has the headers and starts reading the body.
        if (reply.cutBody) res.write(half, () => res.destroy());
        else if (reply.stallBody) res.write(half);
        else res.end(body);
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    route(path, handler) {
      handlers.set(path, handler);
    },
    hits: (path) => received.get(path)?.length ?? 0,
    requests: (path) => received.get(path) ?? [],
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Runs a call that must fail and returns its error. */
export async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call resolved but should have failed');
}
