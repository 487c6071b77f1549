import type { FastifyRequest } from 'fastify';

// Query parameters that carry credentials (docs/product.md#routes t, utk; reset tokens): logged as "***".
const SECRET_QUERY_KEYS = new Set(['t', 'token', 'utk', 'access_token']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const key of params.keys()) {
    if (SECRET_QUERY_KEYS.has(key)) {
      params.set(key, '***');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** Fastify's request log line, minus the secrets a URL may carry. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
