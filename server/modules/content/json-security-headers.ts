import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';

/**
 * The security headers of the content API's JSON answers, computed once.
 * Why not helmet, as everywhere else: @fastify/helmet rebuilds its middleware on every request,
 * which halves the throughput of these hot, cached reads (docs/performance.md). Why fewer headers
 * than the pages get: a JSON answer is never rendered as a document, so only the headers that
 * protect a non-document answer are sent (OWASP REST Security Cheat Sheet, "Security headers"):
 * the strictest CSP and X-Frame-Options (if one is ever framed or opened), nosniff (never read as
 * something else), CORP (no cross-origin `no-cors` read, Spectre) and HSTS in production. The
 * document-only ones (COOP, Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) each cost a header
 * write per answer for nothing (the list API against a bare route).
 */
export function jsonSecurityHeaders(isProduction: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
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
  // Synchronous: no promise per answer on the hottest read.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
