export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** docs/product.md#calls: statuses worth a second try (transient, throttled or racing). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Mutating calls are never repeated: a retried POST could register or charge twice. */
const MUTATING: ReadonlySet<HttpMethod> = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What one attempt produced, as far as the retry decision cares. */
export type AttemptOutcome = { type: 'status'; status: number } | { type: 'network' } | { type: 'timeout' };

/** docs/product.md#calls: non-mutating methods are retried once, mutating methods zero times. */
export function retryBudget(method: HttpMethod): number {
  return MUTATING.has(method) ? 0 : 1;
}

/** `retriesDone` counts the retries already made for this call (0 after the first attempt). */
export function shouldRetry(method: HttpMethod, retriesDone: number, outcome: AttemptOutcome): boolean {
  if (retriesDone >= retryBudget(method)) return false;
  return outcome.type !== 'status' || RETRY_STATUSES.has(outcome.status);
}
