import { expect, test } from '@playwright/test';
import { signIn, VIP } from './support/accounts.ts';
import { hydrated, watchConsole } from './support/browser.ts';

/**
 * Issue 13: /coaching opened by a signed-in VIP (a new page load, so the token comes from the
 * session cookie) shows the discussions list, not its loading text, right after the page's code
 * is running. It used to read "Chargement de vos discussions…" for 4–7 s: the session refresh the
 * list waits for only started once the route's chunks had come in a waterfall (bench `routes`).
 *
 * The short timeout is the assertion: once hydrated, the list costs one session round trip and one
 * list round trip on 127.0.0.1 — well under 2 s even on a busy 2-core machine, far from the
 * seconds it took before. Timings themselves are the bench's job (`BENCH=routes npm run bench`).
 */
const LIST_AFTER_HYDRATION_MS = 2_000;

test('a signed-in VIP opening /coaching sees the discussions list at once, not its loading text', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  await signIn(page, VIP);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Coaching' })).toBeVisible();

  await page.goto('/coaching', { waitUntil: 'commit' });
  const list = page.getByTestId('ticket-list');
  await hydrated(page);
  await expect(list).toBeVisible();
  await expect(list).not.toContainText('Chargement de vos discussions', { timeout: LIST_AFTER_HYDRATION_MS });
  expect(problems).toEqual([]);
});
