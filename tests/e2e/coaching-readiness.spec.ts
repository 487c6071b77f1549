import { expect, test } from '@playwright/test';
import { signIn, VIP } from './support/accounts.ts';
import { hydrated, watchConsole } from './support/browser.ts';

/**
 * /coaching opened by a signed-in VIP (a new page load, so the token comes from the
 * session cookie) shows the discussions list, not its loading text, right after the page's code
 * is running. It used to read "Chargement de vos discussions…" for 4–7 s: the session refresh the
 * list waits for only started once the route's chunks had come in a waterfall (bench `routes`).
 *
 * This test proves the behaviour (a fresh load with only the session cookie gets to the list, with no
 * console error); how fast is the bench's job (`BENCH=routes npm run bench`, ≤ 1 s), not a timed
 * assertion that a busy CI machine could break.
 */

test('a signed-in VIP opening /coaching sees the discussions list on a fresh load, not its loading text', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  await signIn(page, VIP);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Coaching' })).toBeVisible();

  await page.goto('/coaching', { waitUntil: 'commit' });
  const list = page.getByTestId('ticket-list');
  await hydrated(page);
  await expect(list).toBeVisible();
  await expect(list).not.toContainText('Chargement de vos discussions');
  expect(problems).toEqual([]);
});
