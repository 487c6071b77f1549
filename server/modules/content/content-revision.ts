import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentRevision } from '../../db/schema/index.ts';
import { contentChanged } from './content-changes.ts';

/**
 * The content's revision: a number that grows each time content is stored, in the transaction of
 * what is stored, on whichever process stores it. A cache that labelled an answer with the revision
 * read before computing it may keep that answer, without computing it again, for as long as the
 * revision reads the same (response-cache.ts `revalidate`): one tiny query where each key ran its
 * own. So every change to the content tables bumps it in its transaction: storeContent
 * does, and a migration that rewrites content rows must too.
 */

const ROW = 1;

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

/** The highest revision this process read, per database. */
const seen = new WeakMap<Database, number>();

/**
 * The revision, as the caches read it: when it moved since this process last read it (another
 * process stored content), every content cache of this process is emptied first
 * (content-changes.ts), before any of them hears of it. The page cache reads its content through
 * the content API's cache: without this, a page could be labelled with the new revision while the
 * API still answered it the old content, and be kept so.
 */
export async function observeContentRevision(db: Database): Promise<number> {
  const revision = await readContentRevision(db);
  const last = seen.get(db);
  if (last === undefined || revision > last) seen.set(db, revision);
  // Not at the first read: emptying then would throw away the first answers being computed, each
  // of which waited for that very read (response-cache.ts).
  if (last !== undefined && revision > last) contentChanged();
  return revision;
}
