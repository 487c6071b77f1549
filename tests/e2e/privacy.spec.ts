import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { MEMBER, VIP, signIn } from './support/accounts.ts';
import { axeViolations, hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';

/**
 * Privacy (docs/decisions/0022-privacy-and-consent.md), at a phone's width (JOURNEY_SIZES):
 * - consent before any third party: no tag-manager or translation request before a choice, none
 *   after refusing, both after accepting, the choice kept after a reload, reopened from the footer;
 * - "Mes données" on /account: the export downloads a JSON file with the member's e-mail; the
 *   deletion takes a tick and a button saying what it does, then the member is signed out and can
 *   no longer sign in; a member whose subscription runs is told, in French, to cancel first.
 *
 * The third parties are configured only on a server of this spec's own (the shared e2e server has
 * none, so its banner never covers other specs' pages), on a fresh database per viewport: each
 * viewport deletes its own demo member. The browser never reaches Google: those requests are
 * answered here with small stand-in scripts, and recorded.
 */

const SCREENSHOTS = '/tmp';
const GTM_ID = 'GTM-PRIV4CY';
const TRANSLATION_URL = 'https://translate.google.com/translate_a/element.js';
const THIRD_PARTY = /googletagmanager\.com|translate\.google\.com/;

const VIEWPORTS = JOURNEY_SIZES;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface ConsentServer {
  url: string;
  stop: () => Promise<void>;
}

/** `server/main.ts` with the tag manager and the translation widget configured, on a fresh database. */
async function startConsentServer(): Promise<ConsentServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'galant-privacy-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      GTM_ID,
      TRANSLATION_SCRIPT_URL: TRANSLATION_URL,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A fresh embedded database is created, migrated and seeded: slow on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the consent server exited: ${stderr}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the consent server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A context whose third-party requests are recorded and answered by stand-ins. */
async function recordingContext(
  browser: Browser,
  server: ConsentServer,
  viewport: { width: number; height: number },
  options: { bypassCSP?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'fr-FR', acceptDownloads: true, ...options });
  const requests: string[] = [];
  await context.route(THIRD_PARTY, (route) => {
    const url = route.request().url();
    const body = url.includes('googletagmanager')
      ? 'window.__gtmStandIn = (window.__gtmStandIn || 0) + 1;'
      : 'window.google = { translate: { TranslateElement: function () { window.__translateStandIn = true; } } }; window.googleTranslateElementInit && window.googleTranslateElementInit();';
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  context.on('request', (request: Request) => {
    if (THIRD_PARTY.test(request.url())) requests.push(request.url());
  });
  return { context, requests };
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Consentement aux cookies' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Gérer les cookies' });

/**
 * Ready to judge "nothing was requested": the app hydrated and the visitor's choice took effect
 * (`data-third-parties`, set once whatever the choice lets load is in the document). Not the
 * network going quiet: the page's idle prefetches keep it busy for a while, and a slow machine
 * once waited past the test's time for it.
 */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-third-parties', 'started');
}

/** The third parties' scripts in the document: none means none was requested. */
const thirdPartyScripts = (page: Page) => page.locator('script[data-third-party]').count();

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'galant_consent');
}

// One server per viewport (each deletes its own demo member), started side by side.
const servers: ConsentServer[] = [];
test.beforeAll(async () => {
  test.setTimeout(360_000);
  servers.push(...(await Promise.all(VIEWPORTS.map(() => startConsentServer()))));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

for (const [index, { name, viewport }] of VIEWPORTS.entries()) {
  test.describe(`privacy at ${name}`, () => {
    let server: ConsentServer;
    test.beforeAll(() => {
      const started = servers[index];
      if (started === undefined) throw new Error('the consent servers did not start');
      server = started;
    });

    test('consent: nothing third-party before a choice or after refusing; loaded after accepting; kept after reload; reopened from the footer', async ({
      browser,
    }) => {
      const { context, requests } = await recordingContext(browser, server, viewport);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/');
      await settled(page);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText('comptage anonyme des visites');
      await expect(banner(page)).toContainText('ne demande pas votre accord');
      expect(await thirdPartyScripts(page), 'before a choice').toBe(0);
      expect(requests, 'before a choice').toEqual([]);

      // Refusing is as easy and as visible as accepting: same size, same colours, side by side.
      const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
      const refuse = banner(page).getByRole('button', { name: 'Tout refuser' });
      const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
      expect(Math.abs((acceptBox?.height ?? 0) - (refuseBox?.height ?? 1))).toBeLessThanOrEqual(1);
      const style = (button: typeof accept) =>
        button.evaluate((element) =>
          [getComputedStyle(element).backgroundColor, getComputedStyle(element).color, getComputedStyle(element).fontSize].join(' '),
        );
      expect(await style(refuse)).toBe(await style(accept));
      // A bar fixed at the bottom: over the page, never pushing it (no layout shift).
      expect(await page.locator('#cc-main .cm').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SCREENSHOTS}/privacy-banner-${name}.png` });

      await refuse.click();
      await expect(banner(page)).toBeHidden();
      const cookie = await consentCookie(context);
      expect(cookie, 'first-party choice cookie').toBeDefined();
      // Kept about six months (182 days), on this site only.
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(181);
      expect(days).toBeLessThan(183);
      expect(cookie?.domain.replace(/^\./, '')).toBe('127.0.0.1');
      await page.reload();
      await settled(page);
      await expect(banner(page)).toBeHidden();
      expect(await thirdPartyScripts(page), 'after refusing').toBe(0);
      expect(requests, 'after refusing').toEqual([]);

      // The footer reopens the choice; accepting loads both third parties at once.
      await page.getByRole('button', { name: 'Gérer les cookies' }).click();
      await expect(preferences(page)).toBeVisible();
      await expect(preferences(page)).toContainText('Google Tag Manager');
      await expect(preferences(page)).toContainText('Google Traduction');
      await page.screenshot({ path: `${SCREENSHOTS}/privacy-preferences-${name}.png` });
      await preferences(page).getByRole('button', { name: 'Tout accepter' }).click();
      await expect(preferences(page)).toBeHidden();
      await expect.poll(() => requests.some((url) => url.includes(`googletagmanager.com/gtm.js?id=${GTM_ID}`))).toBe(true);
      await expect.poll(() => requests.some((url) => url.startsWith(TRANSLATION_URL))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __gtmStandIn?: number }).__gtmStandIn)).toBe(1);

      // Kept after a reload: loaded again, no banner.
      requests.length = 0;
      await page.reload();
      await settled(page);
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => requests.filter((url) => THIRD_PARTY.test(url)).length).toBe(2);

      // Withdrawn from the footer: the page starts afresh without them.
      await page.getByRole('button', { name: 'Gérer les cookies' }).click();
      await expect(preferences(page)).toBeVisible();
      await Promise.all([page.waitForEvent('load'), preferences(page).getByRole('button', { name: 'Tout refuser' }).click()]);
      requests.length = 0;
      await page.reload();
      await settled(page);
      expect(await thirdPartyScripts(page), 'after withdrawing').toBe(0);
      expect(requests, 'after withdrawing').toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    test('consent: accepting at once loads the tag manager and the widget, and the choice survives a reload', async ({ browser }) => {
      const { context, requests } = await recordingContext(browser, server, viewport);
      const page = await context.newPage();
      await page.goto('/articles');
      await settled(page);
      expect(await thirdPartyScripts(page)).toBe(0);
      expect(requests).toEqual([]);
      await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
      await expect.poll(() => requests.length).toBe(2);
      await page.reload();
      await settled(page);
      await expect(banner(page)).toBeHidden();
      // Loaded again from the kept choice: the widget's stand-in ran.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __translateStandIn?: boolean }).__translateStandIn)).toBe(true);
      await context.close();
    });

    test('the banner and the preferences have no accessibility violation (axe)', async ({ browser }) => {
      const { context } = await recordingContext(browser, server, viewport, { bypassCSP: true });
      const page = await context.newPage();
      await page.goto('/');
      await settled(page);
      await expect(banner(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner(page).getByRole('button', { name: 'Choisir' }).click();
      await expect(preferences(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    test('Mes données: the export downloads a JSON file of the member; the deletion asks for the tick, deletes, signs out', async ({
      browser,
    }) => {
      const { context } = await recordingContext(browser, server, viewport, { bypassCSP: true });
      const page = await context.newPage();
      const problems = watchConsole(page, [/status of 401/]);
      await page.goto('/login?redirect=%2Faccount');
      await settled(page);
      await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
      await signIn(page, MEMBER);
      await expect(page).toHaveURL(/\/account$/);
      const section = page.getByTestId('account-privacy');
      await expect(section.getByRole('heading', { name: 'Mes données', exact: true })).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^galant-donnees-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as { profile: { email: string }; payments: unknown[] };
      expect(file.profile.email).toBe(MEMBER.email);
      expect(file.payments).toEqual([]);
      await expect(section.getByText('Votre fichier a été téléchargé.')).toBeVisible();

      // Step one explains; the final button does nothing until the box is ticked.
      await section.getByRole('button', { name: 'Supprimer mon compte…' }).click();
      const confirmation = page.getByTestId('delete-confirmation');
      await expect(confirmation.getByRole('heading', { name: 'Confirmez la suppression de votre compte' })).toBeFocused();
      await confirmation.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
      await expect(confirmation.getByRole('alert')).toHaveText('Cochez cette case pour confirmer.');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await section.screenshot({ path: `${SCREENSHOTS}/privacy-account-${name}.png` });

      await confirmation.getByLabel(/Je comprends que mon compte et toutes mes données seront supprimés définitivement/).check();
      await confirmation.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
      // Signed out, back on the home page, told what happened (the snackbar).
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Votre compte et vos données ont été supprimés.')).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/privacy-deleted-${name}.png` });

      // The account is gone: signing in again is refused.
      await page.goto('/login');
      await signIn(page, MEMBER);
      await expect(page.getByText('Nom d’utilisateur et/ou mot de passe incorrects')).toBeVisible();
      expect(problems).toEqual([]);
      await context.close();
    });

    test('Mes données: a member whose subscription runs is told in French to cancel first, and keeps his account', async ({ browser }) => {
      const { context } = await recordingContext(browser, server, viewport);
      const page = await context.newPage();
      const problems = watchConsole(page, [/status of 409/]);
      await page.goto('/login?redirect=%2Faccount');
      await settled(page);
      await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
      await signIn(page, VIP);
      await expect(page).toHaveURL(/\/account$/);
      const section = page.getByTestId('account-privacy');
      await section.getByRole('button', { name: 'Supprimer mon compte…' }).click();
      const confirmation = page.getByTestId('delete-confirmation');
      await confirmation.getByRole('checkbox').check();
      await confirmation.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
      const refused = page.getByTestId('delete-refused');
      await expect(refused).toContainText('Votre abonnement est en cours\u202F: résiliez-le d’abord depuis la page Abonnement.');
      await section.screenshot({ path: `${SCREENSHOTS}/privacy-refused-${name}.png` });
      await refused.getByRole('button', { name: 'Fermer' }).click();
      await expect(section.getByRole('button', { name: 'Supprimer mon compte…' })).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('account-privacy')).toBeVisible();
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
