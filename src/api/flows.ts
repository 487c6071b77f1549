import { flowDiagramSchema, flowsReportSchema, type FlowPeriod, type FlowsReport } from '../domain/flows.ts';
import { downloadBlob } from './download.ts';
import type { HttpClient } from './http-client.ts';

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
  return (
    await client.request({ path: '/staff/flows/diagrams/{flow}', params: { flow }, schema: flowDiagramSchema, signal: options.signal })
  ).svg;
}

/** GET /api/staff/flows.csv: fetched with the bearer (a plain link would not carry it). */
export function fetchFlowsCsv(client: HttpClient, query: FlowsQuery, token: string | null, options: CallOptions = {}): Promise<Blob> {
  return downloadBlob(`${client.baseURL}/staff/flows.csv?${new URLSearchParams(queryOf(query)).toString()}`, token, options);
}
