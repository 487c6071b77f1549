import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyOnEncoding } from './encoded-body.ts';

/**
 * HTTP validators for kept public answers (decision 0040): browsers and CDNs revalidate with
 * If-None-Match and get a 304 without the body.
 */

/**
 * A weak entity tag of `bytes`, made once when the answer is kept. Weak (RFC 9110 §8.8.1): the same
 * answer is sent in identity, brotli and gzip, whose bytes differ.
 */
export function weakEtag(bytes: Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Sets `etag` on the reply and tells whether the request's If-None-Match names it: weak comparison
 * over its list, or `*` (RFC 9110 §13.1.2).
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((item) => {
    const tag = item.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** 304 with no body; it keeps the Vary the full answer has (sendEncoded adds Accept-Encoding to it). */
export function sendNotModified(reply: FastifyReply): FastifyReply {
  varyOnEncoding(reply);
  return reply.code(304).send();
}
