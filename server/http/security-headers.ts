import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Content-Security-Policy: our origin only, plus the two third parties the spec names (§7) when
 * configured: the tag manager and the translation script's host. Inline script is allowed only
 * through the per-request nonce (the SSR bootstrap script); helmet adds 'nonce-…' to script-src
 * and style-src itself (enableCSPNonces).
 */
export function contentSecurityDirectives(config: AppConfig): Record<string, string[]> {
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
    // A translation widget ships its own stylesheet.
    'style-src': ["'self'", ...translation],
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

export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    frameguard: { action: 'deny' },
    // The tag manager attributes visits by origin; no full URLs (tokens in query strings) leak.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One year (issue 12): the length preload lists and audits expect.
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
