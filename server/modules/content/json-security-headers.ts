import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';

/**
 * The security headers of the content API's JSON answers, computed once.
 * Why not helmet, as everywhere else: @fastify/helmet rebuilds its middleware on every request,
 * which halves the throughput of these hot, cached reads (docs/performance.md). These are the
 * headers helmet sends with server/http/security-headers.ts, except the page CSP (nonces for the
 * SSR script): JSON is never a document, so it gets the strictest policy.
 */
export function jsonSecurityHeaders(isProduction: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Route options that opt a route out of helmet: pair with sendJsonSecurityHeaders. */
export const WITHOUT_HELMET = { helmet: false } as const;

/**
 * Sends the static headers on every route of this plugin (error answers included: they are set
 * before the handler runs). Its routes pass WITHOUT_HELMET.
 */
export function sendJsonSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'isProduction'>): void {
  const headers = jsonSecurityHeaders(config.isProduction);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
