/**
 * Zod 4 probes `new Function('')` the first time it builds an object schema, to decide whether to
 * compile fast parsers. Our Content-Security-Policy forbids eval, so in the browser the probe only
 * fails — and Chromium reports a CSP violation on every page (Lighthouse best practices).
 * Zod reads this global config when it loads (zod/v4/core/core.js), so setting it before any schema
 * module runs skips the probe; parsing is the same path it took once the probe had failed.
 * Imported first by entry-client.tsx; no zod import here, so zod stays out of the entry.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
