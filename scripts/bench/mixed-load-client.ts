// The client side of the mixed-load benchmark (scripts/bench/mixed-load.ts), in a child process:
// autocannon gets an event loop of its own, the server keeps the main one. (Not a worker thread:
// autocannon takes a worker thread for one of its own and answers raw histograms there.)
// Reads its ClientPlan as JSON on stdin, writes the GroupResult[] as JSON on stdout.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface Account {
  email: string;
  password: string;
}

/** What the main thread sends: where to aim, and the data requests are built from. */
export interface ClientPlan {
  base: string;
  /**
   * 'alone': the page group only (the yardstick); 'mixed': every group at once, shares of
   * connections; 'requestMix': the same shares as shares of requests, every connection walking them
   * all (slow sign-ins then gather most connections).
   */
  phase: 'alone' | 'mixed' | 'requestMix';
  durationSeconds: number;
  articleUids: string[];
  accounts: Account[];
  /** A session cookie per account (`galant_session=…`), for the signed-in pages. */
  cookies: string[];
  connections: Record<GroupName, number>;
  timeoutSeconds: number;
  /** The batch a browser reports (flowReports group: the flow recording on/off comparison). */
  flowEvents?: FlowReportMove[];
}

export type GroupName = 'pages' | 'listApi' | 'signedInPages' | 'signIns' | 'tickets' | 'flowReports';

/** One move as a browser reports it to POST /api/flows/events. */
export interface FlowReportMove {
  flow: string;
  from: string;
  event: string;
  to: string;
  elapsedMs: number | null;
}

export interface GroupResult {
  group: GroupName;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  timeouts: number;
  errors: number;
}

async function readPlan(): Promise<ClientPlan> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return JSON.parse(text) as ClientPlan;
}

let plan: ClientPlan;
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;
const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** Requests of each group, as autocannon request lists (each connection walks its list in turn). */
function requestsOf(group: GroupName): autocannon.Request[] {
  let counter = 0;
  const next = () => (counter += 1);
  switch (group) {
    case 'pages':
      // 70 % of the mix with listApi: the home page, the list page, article pages.
      return [
        { method: 'GET', path: '/', headers: html },
        { method: 'GET', path: '/articles', headers: html },
        { method: 'GET', headers: html, setupRequest: (request) => ({ ...request, path: `/article/${pick(plan.articleUids, next())}` }) },
      ];
    case 'listApi':
      return [{ method: 'GET', path: '/api/content/articles', headers: { accept: 'application/json' } }];
    case 'signedInPages':
      return [
        {
          method: 'GET',
          setupRequest: (request) => {
            const index = next();
            return {
              ...request,
              path: `/article/${pick(plan.articleUids, index)}`,
              headers: { ...html, cookie: pick(plan.cookies, index) },
            };
          },
        },
      ];
    case 'signIns':
      // Correct passwords over the accounts: any answer but 200 is a refused sign-in.
      return [
        {
          method: 'POST',
          setupRequest: (request) => {
            const account = pick(plan.accounts, next());
            return {
              ...request,
              path: '/api/auth_check',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ identifier: account.email, password: account.password }),
            };
          },
        },
      ];
    case 'tickets':
      // Each ticket from its own address, through one trusted proxy hop (TRUST_PROXY=1).
      return [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = next();
            return {
              ...request,
              path: '/api/support/contact/tickets',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({
                email: `visiteur-${process.pid}-${n}@exemple.fr`,
                name: 'Visiteur',
                title: `Question ${n}`,
                message: 'Bonjour, comment fonctionne l’abonnement ? Merci.',
              }),
            };
          },
        },
      ];
    case 'flowReports':
      // A browser's batch of moves, as its 5 s timer sends it: a fresh visit id each time, each
      // from its own address (the endpoint is rate-limited per address).
      return [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = next();
            return {
              ...request,
              path: '/api/flows/events',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ visit: randomUUID(), seq: 0, events: plan.flowEvents ?? [] }),
            };
          },
        },
      ];
  }
}

/** A browser reports at most once per its 5 s timer: each report connection sends one a second, whatever the answer's speed. */
const REPORTS_PER_SECOND_PER_CONNECTION = 1;

async function runGroup(group: GroupName): Promise<GroupResult> {
  const result = await autocannon({
    url: plan.base,
    connections: plan.connections[group],
    // Paced, so that recording on and off receive the same reports (a closed loop would send fewer when slower).
    ...(group === 'flowReports' ? { connectionRate: REPORTS_PER_SECOND_PER_CONNECTION } : {}),
    duration: plan.durationSeconds,
    timeout: plan.timeoutSeconds,
    requests: requestsOf(group),
  });
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stats.count ?? 0;
  return {
    group,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    timeouts: result.timeouts,
    errors: result.errors,
  };
}

/** Ten requests per connection, in turn: 7 pages and list API, 1 signed-in page, 1 sign-in, 1 ticket. */
const REQUEST_MIX: readonly GroupName[] = [
  'pages',
  'listApi',
  'pages',
  'signIns',
  'pages',
  'listApi',
  'signedInPages',
  'pages',
  'tickets',
  'pages',
];
const percentile = (sorted: readonly number[], share: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);

/**
 * The mix as shares of requests, on every connection. autocannon's latency is for all requests
 * together: each kind's latency and statuses are taken here, from the request's setup to its
 * response (one request in flight per connection). Time-outs cannot be told apart by kind: they
 * are reported on the first line.
 *
 * The first request of every connection is left out of the latencies (its status still counts):
 * autocannon builds and sends it while it opens all the connections at once, so those 50 answers
 * time the opening burst, not the mix: in this phase's few page answers they would be the
 * page p99. The other phases time tens of thousands of answers, where the burst is below their 1 %.
 */
async function runRequestMix(): Promise<GroupResult[]> {
  const samples = new Map<GroupName, number[]>();
  const statuses = new Map<GroupName, Record<string, number>>();
  const templates = new Map<GroupName, autocannon.Request[]>();
  const used = new Map<GroupName, number>();
  // Requests set up before autocannon has returned are the connections' first (built as it opens them).
  let opened = Number.POSITIVE_INFINITY;
  const requests = REQUEST_MIX.map((kind): autocannon.Request => {
    const list = templates.get(kind) ?? requestsOf(kind);
    templates.set(kind, list);
    const index = used.get(kind) ?? 0;
    used.set(kind, index + 1);
    const template = list[index % list.length] as autocannon.Request;
    return {
      ...template,
      setupRequest: (request, context) => {
        (context as { started?: number }).started = performance.now();
        return typeof template.setupRequest === 'function' ? template.setupRequest(request, context) : request;
      },
      onResponse: (status, _body, context) => {
        const started = (context as { started?: number }).started ?? performance.now();
        if (started >= opened) samples.set(kind, [...(samples.get(kind) ?? []), performance.now() - started]);
        const counts = statuses.get(kind) ?? {};
        counts[status] = (counts[status] ?? 0) + 1;
        statuses.set(kind, counts);
      },
    };
  });
  const connections = Object.values(plan.connections).reduce((sum, n) => sum + n, 0);
  const run = autocannon({ url: plan.base, connections, duration: plan.durationSeconds, timeout: plan.timeoutSeconds, requests });
  opened = performance.now();
  const result = await run;
  return [...new Set(REQUEST_MIX)].map((group, index) => {
    const sorted = [...(samples.get(group) ?? [])].sort((a, b) => a - b);
    const answered = Object.values(statuses.get(group) ?? {}).reduce((sum, n) => sum + n, 0);
    return {
      group,
      requests: answered,
      rps: answered / plan.durationSeconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: Math.round(sorted.at(-1) ?? 0),
      statuses: statuses.get(group) ?? {},
      timeouts: index === 0 ? result.timeouts : 0,
      errors: index === 0 ? result.errors : 0,
    };
  });
}

async function main(): Promise<void> {
  plan = await readPlan();
  if (plan.phase === 'requestMix') {
    process.stdout.write(JSON.stringify(await runRequestMix()));
    return;
  }
  const groups: GroupName[] =
    plan.phase === 'alone' ? ['pages'] : (Object.keys(plan.connections) as GroupName[]).filter((group) => plan.connections[group] > 0);
  process.stdout.write(JSON.stringify(await Promise.all(groups.map(runGroup))));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
