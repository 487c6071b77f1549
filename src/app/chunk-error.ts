/**
 * docs/product.md#states: a chunk load error (a lazy route module or its CSS is gone, typically after a deploy
 * replaced the hashed assets) reloads the page at the path the visitor was going to, which then
 * loads the new build. Detection only: the caller decides to reload, ideally behind the reload
 * guard (docs/product.md#limits: 10 seconds) so a chunk that is really missing cannot loop.
 */

const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // WebKit
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS for/i, // Vite's CSS preload helper
];

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message: unknown = Reflect.get(error, 'message');
  return typeof message === 'string' ? message : undefined;
}

/** True for the errors browsers and Vite raise when a dynamically imported chunk cannot load. */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current !== undefined && depth < 3; depth += 1) {
    const message = messageOf(current);
    if (message !== undefined && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Routers and wrappers keep the original failure as `cause`.
    current = typeof current === 'object' && current !== null ? Reflect.get(current, 'cause') : undefined;
  }
  return false;
}
