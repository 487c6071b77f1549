import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** GET /api/health */
export const healthSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'pg']),
    version: z.string(),
  }),
);
export type Health = z.infer<typeof healthSchema>;
