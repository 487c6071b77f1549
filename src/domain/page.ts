import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Page size (docs/product.md#limits) for every list and for ticket messages. */
export const PAGE_SIZE = 10;

/** Pagination (docs/product.md#entities): each list answers a payload and a page object (keyset cursor). */
export const pageInfoSchema = lazySchema(() =>
  z.object({
    hasNextPage: z.boolean(),
    endCursor: z.string().nullable(),
  }),
);
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ payload: z.array(item), page: pageInfoSchema });
}
export type Paged<T> = { payload: T[]; page: PageInfo };
