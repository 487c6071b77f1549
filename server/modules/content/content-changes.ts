/**
 * "Content changed": the one call content code makes when it stored, edited, published or
 * unpublished content, after its commit (storeContent makes it too, for a caller without a
 * transaction; the seeders make it again after theirs). Every cache of public answers in this
 * process forgets what it holds at once, and the next read of the content's revision is a new one
 * (content-revision.ts): the very next request is computed from the new content. Other processes
 * on the same PostgreSQL see the revision move within REVISION_CHECK_MS (decision 0040).
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let changes = 0;

/** Calls `listener` on each change; returns the way to stop (a cache does it when its app closes). */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(): void {
  changes += 1;
  for (const listener of listeners) listener();
}

/** How many changes this process made: a revision read before the last one is not reused after it. */
export function contentChangeCount(): number {
  return changes;
}
