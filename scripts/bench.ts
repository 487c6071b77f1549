// `npm run bench`: speed benchmarks, figures recorded in docs/performance.md. Prints a table per
// benchmark and exits non-zero when a target is missed. Runs on PGlite, and also on PostgreSQL
// when DATABASE_URL is set (`bash scripts/with-postgres.sh npm run bench`).
import { cpus } from 'node:os';
import { benchContentList, CONNECTIONS, GROWTH_LIMIT, P99_TARGET_MS, type ContentListReport } from './bench/content-list.ts';

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
    for (const depth of report.depths) lines.push(`| ${report.driver} | ${depth.page} | ${depth.p50.toFixed(2)} | ${depth.p99.toFixed(2)} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  const drivers: ('pglite' | 'pg')[] = url && url !== 'memory://' ? ['pglite', 'pg'] : ['pglite'];
  console.log(`Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'})`);
  console.log(`\nContent list: GET /api/content/articles?category=…&cursor=…, ${CONNECTIONS} connections, targets p99 < ${P99_TARGET_MS} ms and last page ≤ ${GROWTH_LIMIT}× page 2`);
  const reports: ContentListReport[] = [];
  for (const driver of drivers) reports.push(await benchContentList(driver, (line) => console.log(`  ${line}`)));

  console.log(`\nThrough HTTP, ${CONNECTIONS} connections (as deployed, response cache on):\n\n${loadTable(reports)}\n`);
  console.log(`The list's own cost by depth (database + mapping, no HTTP, no cache, one call at a time):\n\n${depthTable(reports)}\n`);
  for (const report of reports) {
    console.log(`${report.driver}: ${report.articles} articles, the filter matches ${report.filteredArticles} (${report.pages} pages); seeded in ${report.seedSeconds.toFixed(1)} s`);
    // The lines that matter: how content_articles and the filter are read, and the timings.
    const plan = report.plan
      .split('\n')
      .filter((line) => /on content_article|Index Cond: \(ROW|Planning Time|Execution Time/.test(line))
      .map((line) => `    ${line.trim()}`)
      .join('\n');
    console.log(`${report.driver}: plan of the last page (${report.planUsesIndex ? 'index scans' : 'NO INDEX'}):\n${plan}`);
  }
  const failures = reports.flatMap((report) => report.failures);
  if (failures.length > 0) {
    console.error(`\n✘ ${failures.length} target(s) missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\n✔ every target met');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
