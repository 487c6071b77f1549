import { isChunkLoadError } from './chunk-error.ts';

export interface ChunkErrorWindow {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** The event Vite dispatches before rethrowing a failed import (its payload the error), then the ones a failure of our own surfaces through. */
const SOURCES = [
  ['vite:preloadError', 'payload'],
  ['error', 'error'],
  ['unhandledrejection', 'reason'],
] as const;

/**
 * docs/product.md#states: a chunk that failed to load (chunk-error.ts, a new deployment) is reported with
 * the path to reload at, once however many events it surfaces through. A handler that returns true has
 * a reload under way: the event's default is prevented, so Vite does not rethrow into the UI meanwhile.
 * Returns the function that stops listening.
 */
export function watchChunkErrors(win: ChunkErrorWindow, onChunkError: (targetPath: string, error: unknown) => boolean | void): () => void {
  const seen = new WeakSet<object>();
  const listeners = SOURCES.map(([type, field]) => {
    const listener = (event: Event): void => {
      const error: unknown = Reflect.get(event, field);
      if (type !== 'vite:preloadError' && !isChunkLoadError(error)) return;
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      const { pathname, search, hash } = win.location;
      if (onChunkError(`${pathname}${search}${hash}`, error) === true) event.preventDefault();
    };
    win.addEventListener(type, listener);
    return () => win.removeEventListener(type, listener);
  });
  return () => listeners.forEach((stop) => stop());
}
