import { randomBytes } from 'node:crypto';
// Types only: the route option `helmet: false` and `reply.cspNonce` keep @fastify/helmet's names.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Content-Security-Policy: our origin only, plus the two third parties the spec names (docs/product.md#calls) when
 * configured: the tag manager and the translation script's host. Inline script is allowed only
 * through the per-request nonce (the SSR bootstrap script): 'nonce-…' ends script-src and
 * style-src (pageSecurityHeaders). `inlineStyles`: the hashes of the template's own `<style>`
 * elements (server/http/inline-styles.ts).
 */
export function contentSecurityDirectives(config: AppConfig, inlineStyles: readonly string[] = []): Record<string, string[]> {
  const tagManager = config.gtmId === null ? [] : [TAG_MANAGER_ORIGIN];
  const translation = config.translationScriptUrl === null ? [] : [new URL(config.translationScriptUrl).origin];
  const thirdParties = [...tagManager, ...translation];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...thirdParties],
    'script-src-attr': ["'none'"],
    // A translation widget ships its own stylesheet; the page template's inline stylesheet by its hash.
    'style-src': ["'self'", ...translation, ...inlineStyles],
    // React renders `style` props as attributes (Headless UI's visually-hidden elements do): allow
    // attributes only. No <style> element runs without the nonce, and url() still obeys img-src.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...thirdParties],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...thirdParties],
    // GTM's <noscript> iframe, the translation widget's frame; nothing else may be framed.
    'frame-src': thirdParties.length > 0 ? thirdParties : ["'none'"],
    'manifest-src': ["'self'"],
  };
  // Only behind HTTPS: on plain http://192.168.x.x it would break every asset.
  if (config.isProduction) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The options @fastify/helmet would take for these headers: the reference the headers below are
 * checked against (tests/api/security-headers.test.ts), no longer registered (it rebuilt its
 * middleware, CSP parsing included, on every request).
 */
export function helmetOptions(config: AppConfig, inlineStyles: readonly string[] = []): FastifyHelmetOptions {
  return {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config, inlineStyles) },
    frameguard: { action: 'deny' },
    // The tag manager attributes visits by origin; no full URLs (tokens in query strings) leak.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One year: the length preload lists and audits expect.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The nonce ssr.ts puts on its one inline bootstrap script (SsrOptions.nonceOf). */
export function scriptNonce(reply: FastifyReply): string | undefined {
  return reply.cspNonce?.script;
}

/** The nonce for an inline <style> element (the dev outbox page uses one). */
export function styleNonce(reply: FastifyReply): string | undefined {
  return reply.cspNonce?.style;
}

/** The policy with its two nonces: the text around them is joined once, each answer only fills them in. */
export interface PageSecurityHeaders {
  /** Every header but the CSP, as helmet sends them with helmetOptions (names in lower case). */
  headers: Readonly<Record<string, string>>;
  contentSecurityPolicy: (scriptNonce: string, styleNonce: string) => string;
}

/** Helmet 8's defaults with our options (helmetOptions), computed once. */
export function pageSecurityHeaders(config: AppConfig, inlineStyles: readonly string[] = []): PageSecurityHeaders {
  const directives = contentSecurityDirectives(config, inlineStyles);
  // Helmet's text: `name value value` joined by ';', the nonce last in its two directives.
  // Slots no origin can contain ('<' is never in a URL's origin).
  const SCRIPT = '<script-nonce>';
  const STYLE = '<style-nonce>';
  const policy = Object.entries(directives)
    .map(([name, values]) => {
      const all =
        name === 'script-src' ? [...values, `'nonce-${SCRIPT}'`] : name === 'style-src' ? [...values, `'nonce-${STYLE}'`] : values;
      return all.length === 0 ? name : `${name} ${all.join(' ')}`;
    })
    .join(';');
  // Text and nonce slots in turn (the capture keeps each slot as its own piece).
  const pieces = policy.split(/(<script-nonce>|<style-nonce>)/);
  return {
    headers: {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...(config.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    },
    contentSecurityPolicy: (scriptNonce, styleNonce) =>
      pieces.map((piece) => (piece === SCRIPT ? scriptNonce : piece === STYLE ? styleNonce : piece)).join(''),
  };
}

/** Nonces drawn per pool: 128 of them from one `randomBytes` call. */
const POOL_NONCES = 128;
const NONCE_BYTES = 16;

/**
 * 128-bit nonces as hex, each from bytes no other nonce uses. One `randomBytes(32)` per request
 * cost ~16 µs (a trip into OpenSSL's generator each time), ~7 % of a cached page's answer
 * (docs/performance.md); drawn from a pool it is ~0.4 µs. Same generator, same entropy per nonce.
 */
export function noncePool(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = randomBytes(POOL_NONCES * NONCE_BYTES);
      offset = 0;
    }
    const nonce = pool.toString('hex', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends its own security headers (route option `helmet: false`). */
    ownSecurityHeaders?: boolean;
  }
}

/**
 * Sends the security headers on every answer (computed once, only the nonces are new per
 * request): what @fastify/helmet sent with helmetOptions, byte for byte but the nonces. A route
 * with the option `helmet: false` sends its own (the content API, json-security-headers.ts).
 * Registered on the root instance, before any route.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig, inlineStyles: readonly string[] = []): void {
  const { headers, contentSecurityPolicy } = pageSecurityHeaders(config, inlineStyles);
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRoute', (route) => {
    if (route.helmet === false) route.config = { ...route.config, ownSecurityHeaders: true };
  });
  const nextNonce = noncePool();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.ownSecurityHeaders === true) return done();
    // Two 128-bit nonces, like helmet's.
    const nonce = { script: nextNonce(), style: nextNonce() };
    reply.cspNonce = nonce;
    reply.headers(headers);
    reply.header('content-security-policy', contentSecurityPolicy(nonce.script, nonce.style));
    done();
  });
}
