import { flowDiagramSchema, flowsReportSchema, type FlowPeriod, type FlowsReport } from '../domain/flows.ts';
import { NetworkError, TimeoutError, errorFromResponse } from './errors.ts';
import { DEFAULT_TIMEOUT_MS, type HttpClient } from './http-client.ts';

/** The analysts' calls (docs/api.md "Funnel counts"): bearer with role analyst or admin. */

interface CallOptions {
  signal?: AbortSignal;
}

export interface FlowsQuery {
  period: FlowPeriod;
  compare: boolean;
}

const queryOf = ({ period, compare }: FlowsQuery) => ({ from: period.from, to: period.to, ...(compare ? { compare: 'previous' } : {}) });

/** GET /api/staff/flows?from=&to=&compare=previous. */
export function getFlowsReport(client: HttpClient, query: FlowsQuery, options: CallOptions = {}): Promise<FlowsReport> {
  return client.request({ path: '/staff/flows', params: queryOf(query), schema: flowsReportSchema, signal: options.signal });
}

/** GET /api/staff/flows/diagrams/{flow}: the flow's analyst SVG (text). */
export async function getFlowDiagram(client: HttpClient, flow: string, options: CallOptions = {}): Promise<string> {
  return (await client.request({ path: '/staff/flows/diagrams/{flow}', params: { flow }, schema: flowDiagramSchema, signal: options.signal })).svg;
}

/** GET /api/staff/flows.csv: fetched with the bearer (a plain link would not carry it). */
export async function fetchFlowsCsv(client: HttpClient, query: FlowsQuery, token: string | null, options: CallOptions = {}): Promise<Blob> {
  const timeout = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${client.baseURL}/staff/flows.csv?${new URLSearchParams(queryOf(query)).toString()}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw new TimeoutError(DEFAULT_TIMEOUT_MS);
    throw new NetworkError(cause);
  }
  if (response.status !== 200) throw errorFromResponse(response.status, undefined, 200);
  return response.blob();
}
