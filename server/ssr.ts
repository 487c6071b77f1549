import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '../src/domain/public-config.ts';
import type * as EntryServer from '../src/app/entry-server.tsx';
import { languageCookieHeader, LANGUAGE_COOKIE } from '../src/app/language-cookie.ts';
import { fr } from '../src/i18n/fr/index.ts';

export interface SsrOptions {
  /** dist/client: built assets and the index.html template. */
  clientDir: string;
  /** dist/server/entry-server.js built by `vite build --ssr`. */
  serverEntry: string;
  publicConfig: PublicConfig;
  /** The CSP nonce of this reply, if the server issues one. */
  nonceOf?: (reply: FastifyReply) => string | undefined;
}

interface Template {
  beforeHead: string;
  afterHeadBeforeHtml: string;
  afterHtmlBeforePayload: string;
  afterPayload: string;
}

/** True when a client build and its server entry exist (the API can run without them). */
export function hasClientBuild(clientDir: string, serverEntry: string): boolean {
  return existsSync(join(clientDir, 'index.html')) && existsSync(serverEntry);
}

/**
 * Server-renders every GET that is neither an API call nor a static file, with React 19
 * streaming: the head and shell go out as soon as they are ready, the inert payload last.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const template = splitTemplate(await readFile(join(options.clientDir, 'index.html'), 'utf8'));
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as typeof EntryServer;

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: fr.server.notFound });
    }
    return renderPage(request, reply);
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const nonce = options.nonceOf?.(reply);
    const fetchRequest = new Request(new URL(request.url, 'http://localhost'), {
      method: request.method,
      headers: { accept: request.headers.accept ?? 'text/html' },
    });
    reply.header('Cache-Control', 'no-cache');
    if (!request.cookies?.[LANGUAGE_COOKIE]) reply.header('Set-Cookie', languageCookieHeader());
    reply.type('text/html; charset=utf-8');

    let result: EntryServer.RenderResult;
    try {
      result = await entry.render(fetchRequest, {
        config: options.publicConfig,
        nonce,
        onError: (error) => request.log.error({ err: error }, 'error while streaming a page'),
      });
    } catch (error) {
      // The shell itself failed: send the empty shell so the browser mounts the app alone (§4).
      request.log.error({ err: error }, 'server rendering failed, the client will mount alone');
      return reply
        .code(200)
        .send(
          template.beforeHead + template.afterHeadBeforeHtml + template.afterHtmlBeforePayload +
            entry.clientOnlyPayload(options.publicConfig) + template.afterPayload,
        );
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

    const { head, payload, stream } = result;
    const tail = template.afterHtmlBeforePayload + payload + template.afterPayload;
    const body = new Transform({
      transform(chunk, _encoding, callback) {
        callback(null, chunk);
      },
      flush(callback) {
        this.push(tail);
        callback();
      },
    });
    body.write(template.beforeHead + head + template.afterHeadBeforeHtml);
    stream.pipe(body);
    return reply.code(result.status).send(body);
  }
}

function splitTemplate(html: string): Template {
  const [beforeHead, rest1] = cut(html, '<!--app-head-->');
  const [afterHeadBeforeHtml, rest2] = cut(rest1, '<!--app-html-->');
  const [afterHtmlBeforePayload, afterPayload] = cut(rest2, '<!--app-payload-->');
  return { beforeHead, afterHeadBeforeHtml, afterHtmlBeforePayload, afterPayload };
}

function cut(text: string, marker: string): [string, string] {
  const index = text.indexOf(marker);
  if (index < 0) throw new Error(`index.html lacks the ${marker} marker`);
  return [text.slice(0, index), text.slice(index + marker.length)];
}
