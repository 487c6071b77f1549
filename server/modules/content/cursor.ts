import { z } from 'zod';

/**
 * Opaque keyset cursors (docs/decisions/0005-content-model.md): base64url of a small JSON object
 * `{v: 1, s: sort, o: order, k: [sort key values], u: uid}`. The uid breaks ties, so the next page
 * starts strictly after the last row served, whatever the sort. The sort and order travel in the
 * cursor so a cursor cannot be replayed against another ordering (that would skip or repeat rows).
 */

export type SortOrder = 'asc' | 'desc';
export type CursorValue = string | number;

export interface Cursor {
  sort: string;
  order: SortOrder;
  key: readonly CursorValue[];
  uid: string;
}

const MAX_CURSOR_LENGTH = 500;

const wireSchema = z
  .object({
    v: z.literal(1),
    s: z.string().max(20),
    o: z.enum(['asc', 'desc']),
    k: z.array(z.union([z.string().max(200), z.number().int().safe()])).max(3),
    u: z.string().min(1).max(120),
  })
  .strict();

export function encodeCursor(cursor: Cursor): string {
  const wire: z.input<typeof wireSchema> = { v: 1, s: cursor.sort, o: cursor.order, k: [...cursor.key], u: cursor.uid };
  return Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url');
}

/** The cursor a client sent back, or null when it is not one of ours (any malformation). */
export function decodeCursor(raw: string): Cursor | null {
  if (raw.length === 0 || raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = wireSchema.safeParse(json);
  if (!parsed.success) return null;
  const { s, o, k, u } = parsed.data;
  return { sort: s, order: o, key: k, uid: u };
}

/** An ISO 8601 instant as stored (millisecond precision), the key of every date sort. */
export const instantKey = z.iso.datetime({ precision: 3 });

/**
 * The position after which a page starts: the cursor when it matches the requested sort and
 * order and its key has the sort's shape, else null (the caller answers 400).
 */
export function readCursor<K extends readonly CursorValue[]>(
  raw: string,
  expected: { sort: string; order: SortOrder; key: z.ZodType<K> },
): { key: K; uid: string } | null {
  const cursor = decodeCursor(raw);
  if (cursor === null || cursor.sort !== expected.sort || cursor.order !== expected.order) return null;
  const key = expected.key.safeParse(cursor.key);
  return key.success ? { key: key.data, uid: cursor.uid } : null;
}
