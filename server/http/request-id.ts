import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
// Only ids that cannot forge a log line or a header.
const SAFE_UPSTREAM_ID = /^[\w.:-]{8,128}$/;

/**
 * Fastify genReqId: a fresh UUID per request; behind a trusted proxy, the proxy's x-request-id is
 * kept so one id follows the request across the load balancer and this process.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  return (request) => {
    const upstream = request.headers[REQUEST_ID_HEADER];
    if (trustProxy !== false && typeof upstream === 'string' && SAFE_UPSTREAM_ID.test(upstream)) return upstream;
    return randomUUID();
  };
}
