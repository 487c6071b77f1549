import { formulaSchema, trafficTokenSchema, type Formula, type TrafficToken } from '../domain/formula.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /api/traffic-tokens/{uid} (docs/product.md#calls): is the unique token valid, and for which formula? 404 when unknown. */
export function getTrafficToken(client: HttpClient, uid: string, options: CallOptions = {}): Promise<TrafficToken> {
  return client.request({ path: '/traffic-tokens/{uid}', params: { uid }, schema: trafficTokenSchema, signal: options.signal });
}

/** GET /api/formulas/{uid} (docs/product.md#calls): the formula's prices and durations (money in cents). */
export function getFormula(client: HttpClient, uid: string, options: CallOptions = {}): Promise<Formula> {
  return client.request({ path: '/formulas/{uid}', params: { uid }, schema: formulaSchema, signal: options.signal });
}
