import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer compressed in one piece, like a static site's pre-compressed files.
 * @fastify/compress encodes each answer as it leaves, as a stream — for a cached public list, the
 * same bytes brotli- or gzip-encoded again for every reader, sent without a length. A body kept
 * in a cache is encoded the first time a reader asks for that encoding (one job on the libuv
 * pool, off the main thread), then its bytes are sent as they are; a page
 * rendered for one reader is encoded the same way, once, at lighter levels (`once`).
 */

/** Below this, encoding costs more than it saves (the threshold app.ts gives @fastify/compress). */
export const ENCODING_THRESHOLD = 1024;

/**
 * How hard to compress: a body kept and sent many times (`kept`) is worth a little more than
 * @fastify/compress's brotli 4; one sent once (`once`: a page rendered for its request) gets that
 * plugin's levels, brotli 4 and gzip 6, as when it compressed such pages.
 */
export type EncodingEffort = 'kept' | 'once';
const LEVELS: Record<EncodingEffort, { brotli: number; gzip: number }> = { kept: { brotli: 6, gzip: 9 }, once: { brotli: 4, gzip: 6 } };

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** One job on libuv's pool for the whole body (a stream would cut it into a job and a callback per chunk). */
const encoders: Record<Encoding, (body: Buffer, effort: EncodingEffort) => Promise<Buffer>> = {
  br: (body, effort) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body, effort) => promisify(gzip)(body, { level: LEVELS[effort].gzip }),
};

export class EncodedBody {
  readonly #encoded = new Map<Encoding, Buffer>();
  readonly #encoding = new Map<Encoding, Promise<Buffer>>();
  readonly #effort: EncodingEffort;

  constructor(
    readonly identity: Buffer,
    effort: EncodingEffort = 'kept',
  ) {
    this.#effort = effort;
  }

  /** True when worth encoding (ENCODING_THRESHOLD). */
  get encodable(): boolean {
    return this.identity.length >= ENCODING_THRESHOLD;
  }

  /** The body in `encoding`: at once when already made, else made once (readers asking meanwhile share it). */
  in(encoding: Encoding): Buffer | Promise<Buffer> {
    const done = this.#encoded.get(encoding);
    if (done !== undefined) return done;
    let pending = this.#encoding.get(encoding);
    if (pending === undefined) {
      pending = encoders[encoding](this.identity, this.#effort).then(
        (bytes) => (this.#encoded.set(encoding, bytes), bytes),
        (error: unknown) => {
          // Not kept: the next reader tries again.
          this.#encoding.delete(encoding);
          throw error;
        },
      );
      this.#encoding.set(encoding, pending);
    }
    return pending;
  }
}

/**
 * Browsers send a handful of Accept-Encoding values, the same on every request: each is parsed
 * once. Bounded, so that made-up headers cannot grow it (past the bound they are parsed each time).
 */
const REMEMBERED_HEADERS = 64;
const remembered = new Map<string, Encoding | null>();

/** The codings a header refuses outright (`br;q=0`): its wildcard must not bring them back (the negotiator's `*` would). */
function refusedCodings(header: string): Set<string> {
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim());
    if (parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter))) refused.add(name);
  }
  return refused;
}

/** The encoding `acceptEncoding` prefers among ours (q-values honoured; `x-gzip` is gzip), or null. */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const known = remembered.get(acceptEncoding);
  if (known !== undefined) return known;
  const header = acceptEncoding.toLowerCase().replace(/x-gzip/g, 'gzip');
  const refused = refusedCodings(header);
  const choice = negotiate(
    header,
    ENCODINGS.filter((encoding) => !refused.has(encoding)),
  );
  const encoding = choice === 'br' || choice === 'gzip' ? choice : null;
  if (remembered.size < REMEMBERED_HEADERS) remembered.set(acceptEncoding, encoding);
  return encoding;
}

/** `Vary: Accept-Encoding` added to what the answer already varies on. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
}

/**
 * The bytes to send for `request` — at once, or once encoded for the first reader of that
 * encoding —, with `Content-Encoding` when encoded and `Vary: Accept-Encoding` always (a shared
 * cache keeps one copy per encoding). For a route registered with `compress: false`, so that
 * @fastify/compress does not run; on a route it serves (the pages), it lets an answer that has a
 * Content-Encoding pass, and one sent unencoded it leaves so (it negotiates as this does).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): Buffer | Promise<Buffer> {
  varyOnEncoding(reply);
  const encoding = body.encodable ? chosenEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return body.identity;
  const bytes = body.in(encoding);
  if (Buffer.isBuffer(bytes)) {
    reply.header('content-encoding', encoding);
    return bytes;
  }
  return bytes.then(
    (encoded) => (reply.header('content-encoding', encoding), encoded),
    // An encoding that failed sends the body as it is (it was ready): never an error in its place.
    (error: unknown) => (request.log.error({ err: error }, 'encoding an answer failed: sent unencoded'), body.identity),
  );
}
