// `npm run bench`: speed benchmarks, figures recorded in docs/performance.md. Prints a table per
// benchmark and exits non-zero when a target is missed. Runs on PGlite, and also on PostgreSQL
// when DATABASE_URL is set (`bash scripts/with-postgres.sh npm run bench`). BENCH=content,mixed (names
// from `benches` below, comma-separated) runs those only. Benches that serve pages need `npm run build`.
// First: libraries pick their production build when loaded (production-env.ts).
import './bench/production-env.ts';
import { cpus } from 'node:os';
import { benchContentList, CONNECTIONS, GROWTH_LIMIT, P99_TARGET_MS, type ContentListReport } from './bench/content-list.ts';
import { lighthouseBench } from './bench/lighthouse.ts';
import { routeReadinessBench } from './bench/route-readiness.ts';
import { benchPages } from './bench/pages.ts';
import { benchScale } from './bench/scale.ts';
import { benchStartupMemory } from './bench/startup-memory.ts';
import { benchMixedLoad, MIX_CONNECTIONS, MIX_SECONDS, PAGE_P99_FACTOR, type MixedLoadReport } from './bench/mixed-load.ts';
import { FLOW_SLICE_SECONDS } from './bench/mixed-flows.ts';
import type { ServingThreadTime } from './bench/serving-thread-time.ts';

function loadTable(reports: readonly ContentListReport[]): string {
  const lines = [
    '| driver | scenario | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const report of reports) {
    for (const run of report.runs) {
      lines.push(
        `| ${report.driver} | ${run.label} | ${run.requests} | ${Math.round(run.rps)} | ${run.p50} | ${run.p90} | ${run.p99} | ${run.max} | ${run.errors} |`,
      );
    }
  }
  return lines.join('\n');
}

function depthTable(reports: readonly ContentListReport[]): string {
  const lines = ['| driver | page | median ms | p99 ms |', '|---|---:|---:|---:|'];
  for (const report of reports) {
    for (const depth of report.depths)
      lines.push(`| ${report.driver} | ${depth.page} | ${depth.p50.toFixed(2)} | ${depth.p99.toFixed(2)} |`);
  }
  return lines.join('\n');
}

function mixedTable(reports: readonly MixedLoadReport[]): string {
  const lines = [
    '| driver | group | connections | requests | req/s | p50 ms | p99 ms | max ms | statuses | time-outs |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const report of reports) {
    const everyConnection = `all ${Object.values(MIX_CONNECTIONS).reduce((a, b) => a + b, 0)}`;
    const rows = [
      { ...report.alone, label: 'pages alone', connections: String(MIX_CONNECTIONS.pages) },
      ...report.mixed.map((result) => ({ ...result, label: result.group, connections: String(MIX_CONNECTIONS[result.group]) })),
      ...report.requestMix.map((result) => ({ ...result, label: `request mix: ${result.group}`, connections: everyConnection })),
    ];
    for (const result of rows) {
      const statuses = Object.entries(result.statuses)
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ');
      lines.push(
        `| ${report.driver} | ${result.label} | ${result.connections} | ${result.requests} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ${result.max} | ${statuses} | ${result.timeouts} |`,
      );
    }
  }
  lines.push(
    '',
    '| driver | 5xx | time-outs | refused correct sign-ins | page p99 alone ms | page p99 in the connection / request mix ms | serving thread ready but waiting for a CPU, alone / mix |',
    '|---|---:|---:|---:|---:|---:|---|',
  );
  const waiting = (time: ServingThreadTime | null) => (time === null ? '–' : `${(100 * time.waiting).toFixed(0)} %`);
  const pageP99 = (results: readonly { group: string; p99: number }[]) => results.find((result) => result.group === 'pages')?.p99 ?? '–';
  for (const report of reports) {
    const { alone, mixed } = report.servingThread;
    lines.push(
      `| ${report.driver} | ${report.fiveXx} | ${report.timeouts} | ${report.refusedSignIns} | ${report.pageP99Alone} | ${pageP99(report.mixed)} / ${pageP99(report.requestMix)} | ${waiting(alone)} / ${waiting(mixed)} |`,
    );
  }
  return lines.join('\n');
}

/** Flow recording's cost (decision 0019): page p99 and throughput with flow recording on and off, slice by slice, and the verdict. */
function flowsTable(reports: readonly MixedLoadReport[]): string {
  const lines = [
    '| driver | slice | recording | page req/s | page p99 ms | all req/s | reports answered | moves counted | 5xx |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const report of reports) {
    report.flows.slices.forEach((slice, index) => {
      lines.push(
        `| ${report.driver} | ${index + 1} | ${slice.recording ? 'on' : 'off'} | ${Math.round(slice.pages.rps)} | ${slice.pages.p99} | ${Math.round(slice.rps)} | ${slice.reported} | ${slice.counted} | ${slice.fiveXx} |`,
      );
    });
  }
  lines.push(
    '',
    '| driver | page p99 on / off ms (spread on, off) | all req/s on / off (spread on, off) | difference within the noise? |',
    '|---|---|---|---|',
  );
  for (const { driver, flows } of reports) {
    const { on, off } = flows;
    const verdict = `p99 ${flows.p99Difference >= 0 ? '+' : ''}${flows.p99Difference.toFixed(1)} ms: ${flows.withinNoise.p99 ? 'yes' : 'NO'}; req/s ${flows.rpsDifference >= 0 ? '+' : ''}${flows.rpsDifference.toFixed(0)}: ${flows.withinNoise.rps ? 'yes' : 'NO'}`;
    lines.push(
      `| ${driver} | ${on.pageP99.toFixed(1)} / ${off.pageP99.toFixed(1)} (${on.p99Spread}, ${off.p99Spread}) | ${on.rps.toFixed(0)} / ${off.rps.toFixed(0)} (${on.rpsSpread.toFixed(0)}, ${off.rpsSpread.toFixed(0)}) | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  const drivers: ('pglite' | 'pg')[] = url && url !== 'memory://' ? ['pglite', 'pg'] : ['pglite'];
  const only = process.env['BENCH']?.split(',').map((name) => name.trim());
  console.log(`Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'})`);
  const failures: string[] = [];
  for (const [name, run] of Object.entries(benches)) {
    if (only === undefined || only.includes(name)) failures.push(...(await run(drivers)));
  }
  if (failures.length > 0) {
    console.error(`\n✘ ${failures.length} target(s) missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\n✔ every target met');
}

async function mixedLoad(drivers: readonly ('pglite' | 'pg')[], options: { flowsOnly?: boolean } = {}): Promise<string[]> {
  console.log(
    `\nMixed load: ${Object.values(MIX_CONNECTIONS).reduce((a, b) => a + b, 0)} connections for ${MIX_SECONDS} s (${JSON.stringify(MIX_CONNECTIONS)}); ` +
      `targets: no 5xx, no time-out; on PostgreSQL also no refused correct sign-in and page p99 ≤ ${PAGE_P99_FACTOR}× alone`,
  );
  const reports: MixedLoadReport[] = [];
  for (const driver of drivers) reports.push(await benchMixedLoad(driver, (line) => console.log(`  ${line}`), options));
  if (options.flowsOnly !== true) console.log(`\n${mixedTable(reports)}\n`);
  console.log(
    `Flow recording on and off: the mix above plus browsers reporting their moves, ${FLOW_SLICE_SECONDS} s slices on, off, off, on; ` +
      `a difference no larger than the spread between the two slices of one setting is the run's noise:\n\n${flowsTable(reports)}\n`,
  );
  return reports.flatMap((report) => report.failures);
}

async function contentList(drivers: readonly ('pglite' | 'pg')[]): Promise<string[]> {
  console.log(
    `\nContent list: GET /api/content/articles?category=…&cursor=…, ${CONNECTIONS} connections, targets p99 < ${P99_TARGET_MS} ms and last page ≤ ${GROWTH_LIMIT}× page 2`,
  );
  const reports: ContentListReport[] = [];
  for (const driver of drivers) reports.push(await benchContentList(driver, (line) => console.log(`  ${line}`)));

  console.log(`\nThrough HTTP, ${CONNECTIONS} connections (as deployed, response cache on):\n\n${loadTable(reports)}\n`);
  console.log(`The list's own cost by depth (database + mapping, no HTTP, no cache, one call at a time):\n\n${depthTable(reports)}\n`);
  for (const report of reports) {
    console.log(
      `${report.driver}: ${report.articles} articles, the filter matches ${report.filteredArticles} (${report.pages} pages); seeded in ${report.seedSeconds.toFixed(1)} s`,
    );
    // The lines that matter: how content_articles and the filter are read, and the timings.
    const plan = report.plan
      .split('\n')
      .filter((line) => /on content_article|Index Cond: \(ROW|Planning Time|Execution Time/.test(line))
      .map((line) => `    ${line.trim()}`)
      .join('\n');
    console.log(`${report.driver}: plan of the last page (${report.planUsesIndex ? 'index scans' : 'NO INDEX'}):\n${plan}`);
  }
  return reports.flatMap((report) => report.failures);
}

/** Every benchmark, in the order they run: name (for BENCH=…) → run. Add one in one line. */
const benches: Record<string, (drivers: readonly ('pglite' | 'pg')[]) => Promise<string[]>> = {
  content: contentList,
  mixed: mixedLoad,
  // The mixed load's flow recording on/off comparison alone, a short run.
  flows: (drivers) => mixedLoad(drivers, { flowsOnly: true }),
  pages: benchPages,
  memory: benchStartupMemory,
  lighthouse: lighthouseBench,
  routes: routeReadinessBench,
  // PostgreSQL only (skipped on PGlite): the demo data against a large site's.
  scale: benchScale,
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
