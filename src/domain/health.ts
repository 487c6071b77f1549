import { z } from 'zod';

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'pg']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
