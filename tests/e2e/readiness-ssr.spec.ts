import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PENDING, VIP } from './support/accounts.ts';
import { hydrated, watchConsole } from './support/browser.ts';
import { mailedLink } from './support/outbox.ts';

/**
 * Pages opened signed in or from an e-mailed link carry their content in the server's
 * HTML, so it shows before any script has run: the coaching list and a discussion (session cookie),
 * a contact's ticket (link token t) and the new-password form (reset link). Each is opened with
 * JavaScript off (what the HTML alone shows), then on (hydration keeps it, no console error). How
 * fast is the routes bench's job (`BENCH=routes npm run bench`), not a timed assertion.
 */

// Each test loads its page twice, with and without scripts.
test.describe.configure({ timeout: 90_000 });

let counter = 0;
const newEmail = () => `lecteur.ssr.${Date.now()}.${(counter += 1)}@exemple.fr`;

/** A browser page with JavaScript off, carrying the cookies of `request` (a signed-in session, if any). */
async function withoutScripts(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await request.storageState() });
  return context.newPage();
}

test('a signed-in VIP gets the discussions list and a discussion in the server HTML', async ({ browser, page, request }) => {
  const signIn = await request.post('/api/auth_check', { data: { identifier: VIP.email, password: VIP.password } });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const title = `Rendez-vous au musée ${Date.now()}`;
  const created = await request.post('/api/support/coaching/tickets', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, message: 'Une idée pour un premier rendez-vous ?' },
  });
  expect(created.status()).toBe(201);
  const { uid } = (await created.json()) as { uid: string };

  const answer = await request.get('/coaching');
  expect(answer.headers()['cache-control']).toBe('private, no-store');

  const bare = await withoutScripts(browser, request);
  await bare.goto('/coaching');
  await expect(bare.getByTestId('ticket-list')).toContainText(title);
  await expect(bare.getByTestId('ticket-list')).not.toContainText('Chargement');
  await bare.goto(`/coaching/${uid}`);
  await expect(bare.getByTestId('ticket-title')).toHaveText(title);
  await expect(bare.getByTestId('message')).toHaveCount(1);
  await bare.context().close();

  // With scripts: hydration starts from the same state (no mismatch, no second read needed).
  await page.context().addCookies((await request.storageState()).cookies);
  const problems = watchConsole(page);
  await page.goto(`/coaching/${uid}`);
  await hydrated(page);
  await expect(page.getByTestId('ticket-title')).toHaveText(title);
  await expect(page.getByTestId('reply-form')).toBeVisible();
  await page.goto('/coaching');
  await hydrated(page);
  await expect(page.getByTestId('ticket-list')).toContainText(title);
  expect(problems).toEqual([]);
});

test("a contact's ticket link shows the ticket in the server HTML, privately", async ({ browser, page, request }) => {
  const email = newEmail();
  const title = `Facture introuvable ${Date.now()}`;
  const opened = await request.post('/api/support/contact/tickets', {
    data: { email, name: 'Paul', title, message: 'Où est ma facture ?' },
  });
  expect(opened.status()).toBe(201);
  const link = await mailedLink(request, email, '/contact/tickets/');

  const answer = await request.get(link);
  expect(answer.headers()['cache-control']).toBe('private, no-store');

  const bare = await withoutScripts(browser, request);
  await bare.goto(link);
  await expect(bare.getByTestId('ticket-title')).toHaveText(title);
  await expect(bare.getByTestId('message')).toHaveCount(1);
  await bare.context().close();

  const problems = watchConsole(page);
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByTestId('ticket-title')).toHaveText(title);
  await expect(page.getByTestId('reply-form')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a reset link shows the new-password form in the server HTML; an unknown one its notice', async ({ browser, page, request }) => {
  expect((await request.post('/api/reset-password/request', { data: { email: PENDING.email } })).status()).toBe(202);
  const link = await mailedLink(request, PENDING.email, '/reset-password/update?token=', 'newest first');

  const bare = await withoutScripts(browser, request);
  await bare.goto(link);
  await expect(bare.getByTestId('reset-update-form')).toBeVisible();
  await bare.goto('/reset-password/update?token=inconnu');
  await expect(bare.getByTestId('reset-token-problem')).toBeVisible();
  await bare.context().close();

  // With scripts, the same states (the link is not used up: nothing is submitted).
  const problems = watchConsole(page);
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByTestId('reset-update-form')).toBeVisible();
  await page.goto('/reset-password/update?token=inconnu');
  await hydrated(page);
  await expect(page.getByTestId('reset-token-problem')).toBeVisible();
  expect(problems).toEqual([]);
});
