import { healthSchema, type Health } from '../domain/health.ts';
import type { HttpClient } from './http-client.ts';

/** GET /api/health: liveness and database state of the API. */
export function getHealth(client: HttpClient, options: { signal?: AbortSignal } = {}): Promise<Health> {
  return client.request({ path: '/health', schema: healthSchema, signal: options.signal });
}
