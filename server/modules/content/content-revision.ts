import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.ts';
import { contentRevision } from '../../db/schema/index.ts';
import { contentChangeCount } from './content-changes.ts';

/**
 * The content's revision: a number that grows each time content is stored, in the transaction of
 * what is stored, on whichever process stores it. The caches of public answers keep each answer
 * under the revision read before computing it (response-cache.ts, decision 0040): once the revision
 * moves, every key is new. So every change to the content tables bumps it in its transaction:
 * storeContent does, and a migration that rewrites content rows must too.
 */

const ROW = 1;

/** Another process's store shows in this one's answers within this (one tiny query per period). */
export const REVISION_CHECK_MS = 1_000;

/** Called by storeContent last, in its caller's transaction if any (last: never ahead of what it stored). */
export async function bumpContentRevision(db: Database): Promise<void> {
  await db
    .insert(contentRevision)
    .values({ id: ROW, revision: 1 })
    .onConflictDoUpdate({ target: contentRevision.id, set: { revision: sql`${contentRevision.revision} + 1` } });
}

export async function readContentRevision(db: Database): Promise<number> {
  const [row] = await db.select({ revision: contentRevision.revision }).from(contentRevision).where(eq(contentRevision.id, ROW));
  return row?.revision ?? 0;
}

export interface RevisionSource {
  /** The revision read within REVISION_CHECK_MS and since this process's last change, at once; else undefined. */
  known(): number | undefined;
  /** The revision, read again when `known` has none (readers asking meanwhile share the read). */
  read(): Promise<number>;
}

const sources = new WeakMap<Database, RevisionSource>();

/**
 * One memo per database, shared by every cache of the process: a page is rendered from the API's
 * answers, and both must agree on the revision. Keyed on this process's change count, so a read
 * that began before contentChanged() is never reused after it.
 */
export function contentRevisionOf(db: Database): RevisionSource {
  let source = sources.get(db);
  if (source === undefined) {
    const memo = new LRUCache<number, number>({
      max: 1,
      ttl: REVISION_CHECK_MS,
      noDeleteOnStaleGet: true,
      ignoreFetchAbort: true,
      // The database unreachable: the last revision read, kept for another period, so answers
      // already kept are served at once and the database is asked again at most once a period.
      fetchMethod: (_count, last) =>
        readContentRevision(db).catch((error: unknown) => {
          if (last !== undefined) return last;
          throw error;
        }),
    });
    source = {
      known: () => memo.get(contentChangeCount(), { allowStale: false }),
      read: () => memo.forceFetch(contentChangeCount()),
    };
    sources.set(db, source);
  }
  return source;
}

/** The revision as the caches read it (the page cache's source: server/http/web.ts). */
export function observeContentRevision(db: Database): Promise<number> {
  return contentRevisionOf(db).read();
}
