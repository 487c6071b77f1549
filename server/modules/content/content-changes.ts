/**
 * "Content changed" within this process: what caches content (the API's response cache, the
 * server-rendered page cache) listens, and forgets everything at once. Content only changes
 * through storeContent (imports, seeders), which says so; a caller that commits later says so
 * again after the commit (runSeeders), so a page read between the write and the commit is not
 * kept either. Other processes on the same PostgreSQL catch up within the caches' short lifetime.
 */

type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` on each change; returns the way to stop (an app does it on close). */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(): void {
  for (const listener of listeners) listener();
}
