import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../../server/app.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { extractLinks } from '../../server/mail/links.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { freshDatabase } from './content-list.ts';
import { serveYardstick, snapshotWebBuild } from './lighthouse.ts';
import { median } from './stats.ts';

/**
 * The "Route readiness" benchmark (docs/performance.md): guarded
 * routes and pages opened from an e-mailed link, walked in Chromium unthrottled against the
 * production server with the demo data. Each visit is a cold one (new browser context, as from a
 * mail client) and is timed from navigation start to the route's content in the page (not a
 * loading text). The median of ROUTE_RUNS visits (default 3) must be ≤ READY_TARGET_MS. Beside them,
 * the same run times the Lighthouse bench's yardstick (a bare client-only React page) the same way:
 * what "instant" costs on the machine as loaded at that moment.
 */

export const READY_TARGET_MS = 1000;
const DEMO_VIP = { identifier: 'vip@galant.test', password: 'Galant-VIP-2026' };
const DEMO_MEMBER_EMAIL = 'membre@galant.test';
const CONTACT_EMAIL = 'lecteur.bench@exemple.fr';

interface RouteVisit {
  label: string;
  path: string;
  /** Session cookie (name=value) of a signed-in visit. */
  cookie?: string;
  /** CSS selector of the route's content. */
  content: string;
  /** Text that means "still loading" while inside the content. */
  loadingText?: string;
}

export interface RouteReadiness {
  label: string;
  runs: number[];
  median: number;
  max: number;
  /** Medians of the same visits: the document's first byte, and its first contentful paint. */
  firstByte: number;
  firstPaint: number;
}

interface VisitTimes {
  content: number;
  firstByte: number;
  firstPaint: number;
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Milliseconds from navigation start to the route's content, measured by the page's own clock; with
 * the document's first byte and first contentful paint, to tell the server's time from the browser's.
 */
async function visit(browser: Browser, base: string, route: RouteVisit): Promise<VisitTimes> {
  // base is an origin, or a full URL (the yardstick) when route.path is ''.
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    if (route.cookie) {
      const [name = '', value = ''] = route.cookie.split(/=(.*)/s, 2);
      // A production (__Host-, Secure) cookie: Chromium sends it to http://127.0.0.1 too (a trustworthy origin).
      await context.addCookies([
        { name, value, url: `${base.replace(/^http:/, 'https:')}/`, secure: true, httpOnly: true, sameSite: 'Lax' },
      ]);
    }
    const page = await context.newPage();
    await page.goto(`${base}${route.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      ({ content, loadingText }) => {
        const element = document.querySelector(content);
        if (!element || (loadingText !== undefined && (element.textContent ?? '').includes(loadingText))) return false;
        return performance.now();
      },
      { content: route.content, loadingText: route.loadingText },
      { polling: 'raf', timeout: 20_000 },
    );
    const content = Math.round(Number(await handle.jsonValue()));
    const paint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
      undefined,
      {
        polling: 'raf',
        timeout: 20_000,
      },
    );
    const firstByte = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStart ?? 0,
    );
    return { content, firstByte: Math.round(firstByte), firstPaint: Math.round(Number(await paint.jsonValue())) };
  } finally {
    await context.close();
  }
}

export function readinessTable(rows: readonly RouteReadiness[]): string {
  const lines = ['| route | content median ms | max ms | runs ms | first byte ms | first paint ms |', '|---|---:|---:|---|---:|---:|'];
  for (const row of rows)
    lines.push(`| ${row.label} | ${row.median} | ${row.max} | ${row.runs.join(', ')} | ${row.firstByte} | ${row.firstPaint} |`);
  return lines.join('\n');
}

export async function benchRouteReadiness(log: (line: string) => void): Promise<{ rows: RouteReadiness[]; failures: string[] }> {
  const executablePath = process.env['CHROME_PATH'] ?? findChromium();
  if (!executablePath) throw new Error('Chromium not found: set CHROME_PATH (e.g. /usr/bin/chromium)');
  const runs = Math.max(1, Number(process.env['ROUTE_RUNS'] ?? 3));
  const build = snapshotWebBuild();
  const { web } = build;
  const database = await freshDatabase('pglite', { SEED_DEMO: 'true' });
  try {
    const { handle, config } = database;
    await prepareDatabase(handle, config, { info: () => undefined });
    const app = await buildApp(config, { database: handle, web });
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const linkIn = async (to: string, fragment: string): Promise<string> => {
        const mails = await openedOutbox(handle.db, mailSealer(config.jwtSecret), { to });
        const link = mails.flatMap((mail) => extractLinks(mail.text)).find((href) => href.includes(fragment));
        if (link === undefined) throw new Error(`no mail to ${to} with a link to ${fragment}`);
        const url = new URL(link);
        return url.pathname + url.search;
      };

      // The demo VIP, signed in; one discussion of theirs (what a coach's answer mail links to).
      const signIn = await post(base, '/api/auth_check', DEMO_VIP);
      const session = signIn.headers.getSetCookie().find((line) => /^(__Host-)?galant_session=/.test(line));
      if (session === undefined) throw new Error('the demo VIP sign-in set no session cookie');
      const cookie = session.split(';', 1)[0] ?? '';
      const { token } = (await signIn.json()) as { token: string };
      const discussion = (await (
        await post(
          base,
          '/api/support/coaching/tickets',
          { title: 'Premier rendez-vous', message: 'Des conseils pour samedi ?' },
          { authorization: `Bearer ${token}` },
        )
      ).json()) as { uid: string };
      // A contact's ticket and a member's reset request: the links are read from the outbox.
      await post(base, '/api/support/contact/tickets', {
        email: CONTACT_EMAIL,
        name: 'Paul',
        title: 'Paiement refusé',
        message: 'Ma carte est refusée.',
      });
      await post(base, '/api/reset-password/request', { email: DEMO_MEMBER_EMAIL });

      const routes: RouteVisit[] = [
        { label: '/coaching (VIP)', path: '/coaching', cookie, content: '[data-testid="ticket-list"]', loadingText: 'Chargement' },
        { label: '/coaching/:uid (VIP)', path: `/coaching/${discussion.uid}`, cookie, content: '[data-testid="ticket-title"]' },
        { label: 'ticket from its e-mailed link', path: await linkIn(CONTACT_EMAIL, '/contact/'), content: '[data-testid="ticket-title"]' },
        {
          label: 'reset from its e-mailed link',
          path: await linkIn(DEMO_MEMBER_EMAIL, '/reset-password/update'),
          content: '[data-testid="reset-update-form"]',
        },
      ];
      // One unmeasured visit: the server's first renders are not the routes' cost.
      await visit(browser, base, { label: 'warm-up', path: '/', content: 'main' });
      const yardstick = await serveYardstick();
      const rows: RouteReadiness[] = [];
      const measured: [string, RouteVisit][] = [
        [yardstick.url, { label: 'bare React 19 page (yardstick)', path: '', content: 'main button' }],
        ...routes.map((route): [string, RouteVisit] => [base, route]),
      ];
      for (const [origin, route] of measured) {
        const visits: VisitTimes[] = [];
        for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, origin, route));
        const times = visits.map((one) => one.content);
        const row: RouteReadiness = {
          label: route.label,
          runs: times,
          median: median(times),
          max: Math.max(...times),
          firstByte: median(visits.map((one) => one.firstByte)),
          firstPaint: median(visits.map((one) => one.firstPaint)),
        };
        log(
          `${row.label}: median ${row.median} ms (${times.join(', ')}); first byte ${row.firstByte} ms, first paint ${row.firstPaint} ms`,
        );
        rows.push(row);
      }
      await yardstick.close();
      const failures = rows
        .slice(1)
        // Written so that a median that is not a number (no visit measured) fails too.
        .filter((row) => !(row.median <= READY_TARGET_MS))
        .map((row) => `routes ${row.label}: content after ${row.median} ms (> ${READY_TARGET_MS} ms)`);
      return { rows, failures };
    } finally {
      await browser.close();
      await app.close();
    }
  } finally {
    await database.dispose();
    build.dispose();
  }
}

/** The bench as `npm run bench` runs it (BENCH=routes): prints the table, returns the misses. */
export async function routeReadinessBench(): Promise<string[]> {
  console.log(`\nRoute readiness: Chromium unthrottled, cold visits, time to the route's content; target median ≤ ${READY_TARGET_MS} ms`);
  const { rows, failures } = await benchRouteReadiness((line) => console.log(`  ${line}`));
  console.log(`\n${readinessTable(rows)}\n`);
  return failures;
}
