import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer compressed once and sent many times, like a static site's pre-compressed files
 * (issue 13). @fastify/compress encodes each answer as it leaves — for a cached public list,
 * the same 9 KB brotli- or gzip-encoded again for every reader, streamed without a length. A body
 * kept in a cache is encoded when it is stored; each reader gets the bytes his browser accepts.
 */

/** Below this, encoding costs more than it saves (the threshold app.ts gives @fastify/compress). */
export const ENCODING_THRESHOLD = 1024;
/** Encoded once per cache fill, so better than @fastify/compress's per-answer quality 4 (on the libuv pool, off the main thread). */
const BROTLI_QUALITY = 9;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface EncodedBody {
  identity: Buffer;
  /** Null below ENCODING_THRESHOLD: sent as is. */
  br: Buffer | null;
  gzip: Buffer | null;
}

export async function encodeBody(identity: Buffer): Promise<EncodedBody> {
  if (identity.length < ENCODING_THRESHOLD) return { identity, br: null, gzip: null };
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** The encoding `acceptEncoding` prefers among those we have (q-values honoured; `x-gzip` is gzip). */
function chosenEncoding(acceptEncoding: string | undefined, body: EncodedBody): 'br' | 'gzip' | null {
  if (acceptEncoding === undefined || body.br === null) return null;
  const choice = negotiate(acceptEncoding.toLowerCase().replace(/x-gzip/g, 'gzip'), ['br', 'gzip']);
  return choice === 'br' || choice === 'gzip' ? choice : null;
}

/**
 * The bytes to send for `request`, with `Content-Encoding` when encoded and `Vary:
 * Accept-Encoding` always (a shared cache keeps one copy per encoding). For a route registered
 * with `compress: false`, so that @fastify/compress neither runs nor encodes twice.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): Buffer {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
  const encoding = chosenEncoding(request.headers['accept-encoding'], body);
  if (encoding === null) return body.identity;
  reply.header('content-encoding', encoding);
  return body[encoding] ?? body.identity;
}
