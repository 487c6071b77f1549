import type { AddressInfo } from 'node:net';
import { BROWSER_FLOWS } from '../../src/domain/flows.ts';
import { buildApp } from '../../server/app.ts';
import type { WebBuild } from '../../server/build-info.ts';
import type { ServerConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { loadCatalog } from '../../server/modules/flows/catalog.ts';
import type { ClientPlan, FlowReportMove, GroupName, GroupResult } from './mixed-load-client.ts';

/**
 * Flow recording costs nothing visible (decision 0019): the mixed load of the benchmark (its groups as
 * shares of connections) plus browsers reporting their flows' moves, with flow recording on
 * (FLOW_COUNTS=on, the default) and off, in short slices on,off,off,on so that a drift of the
 * shared machine weighs on both alike. The difference of the two means is compared with the spread
 * between the two slices of each setting: within it, the difference is the run's noise.
 */

export const FLOW_SLICE_SECONDS = Number(process.env['FLOW_SLICE_SECONDS'] ?? 10);
const SLICE_WARM_UP_SECONDS = 2;
/** on, off, off, on. */
export const FLOW_SLICE_ORDER: readonly boolean[] = [true, false, false, true];
/** Browsers reporting their moves: a batch of FLOW_BATCH moves per request (a page's five-second timer). */
export const FLOW_REPORT_CONNECTIONS = 5;
const FLOW_BATCH = 10;

export interface FlowSlice {
  recording: boolean;
  pages: GroupResult;
  /** Every group's answers per second, together. */
  rps: number;
  fiveXx: number;
  /** Browser reports answered 204. */
  reported: number;
  /** Moves added to flow_counts during the slice (0 when off). */
  counted: number;
}

export interface FlowComparison {
  slices: FlowSlice[];
  on: { pageP99: number; rps: number; p99Spread: number; rpsSpread: number };
  off: { pageP99: number; rps: number; p99Spread: number; rpsSpread: number };
  /** on − off. */
  p99Difference: number;
  rpsDifference: number;
  withinNoise: { p99: boolean; rps: boolean };
}

export interface FlowComparisonSetup {
  driver: 'pglite' | 'pg';
  handle: DatabaseHandle;
  config: ServerConfig;
  web: WebBuild;
  /** The mixed phase's plan against a server at `base`. */
  plan: (base: string, phase: ClientPlan['phase'], durationSeconds: number) => ClientPlan;
  connections: Record<GroupName, number>;
  runClients: (plan: ClientPlan) => Promise<GroupResult[]>;
  log: (line: string) => void;
}

/** Moves the browsers really make (the catalog's), so that every report is counted when on. */
async function reportedMoves(): Promise<FlowReportMove[]> {
  const catalog = await loadCatalog();
  const moves = BROWSER_FLOWS.flatMap((flow) =>
    (catalog.get(flow)?.transitions ?? []).map((t) => ({ flow, from: t.from, event: t.event, to: t.to })),
  );
  if (moves.length === 0) throw new Error('no browser flow in docs/flows/catalog.json: run `npm run diagrams`');
  return Array.from({ length: FLOW_BATCH }, (_, index) => ({
    ...(moves[(index * 7) % moves.length] as Omit<FlowReportMove, 'elapsedMs'>),
    elapsedMs: 1000 + index * 1500,
  }));
}

async function countedMoves(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.executeSql('select coalesce(sum(count), 0)::int as n from flow_counts');
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

export async function compareFlowRecording(setup: FlowComparisonSetup): Promise<FlowComparison> {
  const events = await reportedMoves();
  const connections = { ...setup.connections, flowReports: FLOW_REPORT_CONNECTIONS };
  const slices: FlowSlice[] = [];
  for (const recording of FLOW_SLICE_ORDER) {
    const before = await countedMoves(setup.handle);
    const app = await buildApp({ ...setup.config, flowCounts: recording }, { database: setup.handle, web: setup.web });
    let results: GroupResult[];
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      await setup.runClients(setup.plan(base, 'alone', SLICE_WARM_UP_SECONDS));
      results = await setup.runClients({ ...setup.plan(base, 'mixed', FLOW_SLICE_SECONDS), connections, flowEvents: events });
    } finally {
      // Closing writes the counts left in memory.
      await app.close();
    }
    const pages = results.find((result) => result.group === 'pages');
    if (pages === undefined) throw new Error('no page results');
    const fiveXx = results.reduce(
      (sum, result) => sum + Object.entries(result.statuses).reduce((n, [status, count]) => (Number(status) >= 500 ? n + count : n), 0),
      0,
    );
    const reports = results.find((result) => result.group === 'flowReports');
    const reported = reports?.statuses['204'] ?? 0;
    const slice = {
      recording,
      pages,
      rps: results.reduce((sum, result) => sum + result.rps, 0),
      fiveXx,
      reported,
      counted: (await countedMoves(setup.handle)) - before,
    };
    setup.log(
      `${setup.driver}: recording ${recording ? 'on ' : 'off'}: pages ${Math.round(pages.rps)} req/s, p99 ${pages.p99} ms; all ${Math.round(slice.rps)} req/s; ` +
        `flow reports ${JSON.stringify(reports?.statuses ?? {})}, time-outs ${reports?.timeouts ?? 0}; ${slice.counted} moves counted; 5xx ${fiveXx}`,
    );
    slices.push(slice);
  }
  const side = (recording: boolean) => {
    const chosen = slices.filter((slice) => slice.recording === recording);
    const p99s = chosen.map((slice) => slice.pages.p99);
    const rps = chosen.map((slice) => slice.rps);
    return { pageP99: mean(p99s), rps: mean(rps), p99Spread: spread(p99s), rpsSpread: spread(rps) };
  };
  const on = side(true);
  const off = side(false);
  const p99Difference = on.pageP99 - off.pageP99;
  const rpsDifference = on.rps - off.rps;
  return {
    slices,
    on,
    off,
    p99Difference,
    rpsDifference,
    withinNoise: {
      p99: Math.abs(p99Difference) <= Math.max(on.p99Spread, off.p99Spread),
      rps: Math.abs(rpsDifference) <= Math.max(on.rpsSpread, off.rpsSpread),
    },
  };
}
