import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * `dist/client/route-chunks.json`, written by the client build (scripts/vite/route-chunks-plugin.ts):
 * the chunks the entry imports at start-up, those a signed-in visitor's start-up adds, and each
 * route's own chunks, by route name. Read by the
 * server (the list the entry preloads, decision 0026), the bundle budget and, for the prefetch, the browser.
 */
export const routeChunksSchema = lazySchema(() =>
  z.object({
    startup: z.array(z.string()),
    // Optional: a build older than the list reads as one without it.
    member: z.array(z.string()).default([]),
    routes: z.record(z.string(), z.array(z.string())),
  }),
);

export type RouteChunks = z.infer<typeof routeChunksSchema>;
