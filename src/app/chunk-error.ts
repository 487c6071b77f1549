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

export interface ChunkErrorWindow {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/**
 * Called with the path to reload at. Return true when the error is handled (a reload is under
 * way): the event's default is then prevented, so Vite does not rethrow into the UI meanwhile.
 */
export type ChunkErrorHandler = (targetPath: string, error: unknown) => boolean | void;

export interface WatchChunkErrorsOptions {
  /** The path being navigated to; defaults to the current location (path, query and hash). */
  targetPath?: () => string;
}

export function currentPath(location: ChunkErrorWindow['location']): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Listens for `vite:preloadError` and for uncaught errors / unhandled rejections that are chunk
 * load errors. One failure surfaces through several of these events: it is reported once.
 * Returns the function that stops listening.
 */
export function watchChunkErrors(
  win: ChunkErrorWindow,
  onChunkError: ChunkErrorHandler,
  options: WatchChunkErrorsOptions = {},
): () => void {
  const seen = new WeakSet<object>();
  const targetPath = options.targetPath ?? (() => currentPath(win.location));

  const report = (event: Event, error: unknown, known: boolean): void => {
    if (!known && !isChunkLoadError(error)) return;
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return;
      seen.add(error);
    }
    if (onChunkError(targetPath(), error) === true) event.preventDefault();
  };
  // Vite dispatches this before rethrowing; its payload is the import error.
  const onPreloadError = (event: Event): void => report(event, Reflect.get(event, 'payload'), true);
  const onError = (event: Event): void => report(event, Reflect.get(event, 'error'), false);
  const onRejection = (event: Event): void => report(event, Reflect.get(event, 'reason'), false);

  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
