import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Paged } from '../../../src/domain/page.ts';
import { encodeCursor, instantKey, readCursor, type CursorValue, type SortOrder } from './cursor.ts';

/**
 * Keyset ("seek") paging: a page is `WHERE (k1, …, uid) > (cursor values) ORDER BY k1, …, uid
 * LIMIT n + 1`, the same shape as an index on (k1, …, uid), so page N costs what page 1 costs.
 * One row more than the page tells whether another page exists, without counting.
 */

export type KeyType = 'instant' | 'text' | 'int';

export interface KeyPart<Row> {
  column: AnyColumn | SQL;
  type: KeyType;
  read: (row: Row) => Date | string | number;
}

export interface KeysetSort<Row> {
  name: string;
  parts: readonly KeyPart<Row>[];
  uid: AnyColumn;
}

export interface Position {
  key: readonly CursorValue[];
  uid: string;
}

const keySchemaOf: Record<KeyType, z.ZodType<CursorValue>> = {
  instant: instantKey,
  text: z.string().max(200),
  int: z.number().int().safe(),
};

function param(type: KeyType, value: CursorValue): SQL {
  switch (type) {
    case 'instant':
      return sql`${value}::timestamptz`;
    case 'int':
      return sql`${value}::integer`;
    case 'text':
      return sql`${value}::text`;
  }
}

/** Rows strictly after `position` in this sort and order (a row comparison the index serves). */
export function after<Row>(sort: KeysetSort<Row>, order: SortOrder, position: Position): SQL {
  const columns = sql.join([...sort.parts.map((part) => sql`${part.column}`), sql`${sort.uid}`], sql`, `);
  const values = sql.join(
    [...sort.parts.map((part, index) => param(part.type, position.key[index] ?? '')), sql`${position.uid}::text`],
    sql`, `,
  );
  return order === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

export function orderBy<Row>(sort: KeysetSort<Row>, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [...sort.parts.map((part) => direction(part.column)), direction(sort.uid)];
}

/** The position a client cursor points at, or null when the cursor does not belong to this sort. */
export function positionOf<Row>(sort: KeysetSort<Row>, order: SortOrder, cursor: string): Position | null {
  const key = z.tuple(sort.parts.map((part) => keySchemaOf[part.type]) as [z.ZodType<CursorValue>, ...z.ZodType<CursorValue>[]]);
  const keySchema = sort.parts.length === 0 ? z.tuple([]) : key;
  return readCursor(cursor, { sort: sort.name, order, key: keySchema });
}

function keyValue(value: Date | string | number): CursorValue {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * The answer of a list: the first `limit` rows mapped, hasNextPage when the query found one more,
 * and the cursor of the last row served (null for an empty page).
 */
export function toPage<Row extends { uid: string }, Item>(
  rows: readonly Row[],
  limit: number,
  sort: KeysetSort<Row>,
  order: SortOrder,
  map: (row: Row) => Item,
): Paged<Item> {
  const served = rows.slice(0, limit);
  const last = served.at(-1);
  return {
    payload: served.map(map),
    page: {
      hasNextPage: rows.length > limit,
      endCursor:
        last === undefined
          ? null
          : encodeCursor({ sort: sort.name, order, key: sort.parts.map((part) => keyValue(part.read(last))), uid: last.uid }),
    },
  };
}
