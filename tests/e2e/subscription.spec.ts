import { expect, test, type Page } from '@playwright/test';
import { signIn, VIP } from './support/accounts.ts';
import { axeViolations, hydrated, watchConsole } from './support/browser.ts';

/**
 * /account/subscription (client half) in Chromium against the real server: the demo VIP
 * (seeded with an active subscription, server/db/seed/demo-subscription.ts) reaches the page from
 * the footer's "Résilier mon abonnement" (Code de la consommation L215-1-1), stops renewal through
 * the dialog's required checkbox, and keeps VIP access until the end of the paid period.
 *
 * The tests of this file run in order on one database: the accessibility check only opens and
 * closes the dialog; the last test stops the renewal for good (auth and content tests, which also
 * use the demo VIP, only need its VIP access, which a cancellation keeps).
 */

const SCREENSHOTS = '/tmp';
const FRENCH_DATE = /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/;

/** The demo VIP signs in from /login and lands on the home page. */
async function signInVip(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, VIP);
  await expect(page).toHaveURL(/\/$/);
}

const footer = (page: Page) => page.getByRole('contentinfo');

test('the footer link to terminate is shown to signed-in members only', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(footer(page).getByRole('link', { name: 'Résilier mon abonnement' })).toHaveCount(0);
  await signInVip(page);
  await expect(footer(page).getByRole('link', { name: 'Résilier mon abonnement' })).toBeVisible();
  // In the server HTML too, on any page.
  const html = await (await page.request.get('/articles')).text();
  expect(html).toContain('Résilier mon abonnement');
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
  test.use({ bypassCSP: true });

  test('/account/subscription, with the stop-renewal dialog open, has no serious or critical axe violation', async ({ page }) => {
    await signInVip(page);
    await page.goto('/account/subscription');
    await hydrated(page);
    await expect(page.getByTestId('next-payment')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Arrêter le renouvellement' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SCREENSHOTS}/subscription-dialog-375.png` });
    // Keeping the subscription closes the dialog and changes nothing.
    await page.getByRole('button', { name: 'Garder mon abonnement' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('next-payment')).toContainText('29,90');
    await expect(page.getByRole('button', { name: 'Arrêter le renouvellement' })).toBeFocused();
  });
});

test('the demo VIP stops renewal from the footer link, confirms with the required box, and keeps VIP access', async ({ page, request }) => {
  const problems = watchConsole(page);
  await signInVip(page);

  // One click from any page (L215-1-1): the page, with the stop-renewal dialog already open.
  await footer(page).getByRole('link', { name: 'Résilier mon abonnement' }).click();
  await expect(page).toHaveURL(/\/account\/subscription#resilier$/);
  // Behind the open dialog, the page is hidden from assistive technology: read it by its markup.
  await expect(page.locator('h1')).toHaveText('Mon abonnement');
  await expect(page).toHaveTitle('Galant – Mon abonnement');
  await hydrated(page);

  // docs/product.md#routes: member since, next payment date and amount, cashback amount and date.
  await expect(page.getByTestId('subscription-state')).toHaveText('Actif');
  await expect(page.getByTestId('member-since')).toHaveText(FRENCH_DATE);
  await expect(page.getByTestId('next-payment')).toHaveText(new RegExp(`^29,90\\s€ le ${FRENCH_DATE.source}$`));
  await expect(page.getByTestId('cashback')).toHaveText(new RegExp(`^10,00\\s€ remboursés sur votre carte le ${FRENCH_DATE.source}$`));
  const accessUntil = (await page.getByTestId('access-until').textContent()) ?? '';
  expect(accessUntil).toMatch(FRENCH_DATE);

  // The dialog, opened by the footer link: confirming needs the box ticked.
  const dialog = page.getByRole('dialog', { name: 'Arrêter le renouvellement\u202F?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(accessUntil);
  const confirm = dialog.getByRole('button', { name: 'Résilier mon abonnement' });
  const box = dialog.getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await expect(confirm).toBeDisabled();
  await confirm.click({ force: true });
  await expect(dialog).toBeVisible();
  await box.check();
  await expect(confirm).toBeEnabled();
  await box.uncheck();
  await expect(confirm).toBeDisabled();
  await box.check();
  await page.screenshot({ path: `${SCREENSHOTS}/subscription-dialog.png` });
  await confirm.click();

  // Cancellation in progress: access until the end of the paid period, no next payment.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(
    'Votre demande de résiliation est enregistrée. Un e\u2011mail de confirmation vous a été envoyé.',
  );
  await expect(page.getByTestId('unsubscribe-outcome')).toBeFocused();
  await expect(page.getByTestId('cancellation-in-progress')).toContainText('Résiliation en cours');
  await expect(page.getByTestId('cancellation-in-progress')).toContainText(`jusqu’au ${accessUntil}`);
  await expect(page.getByTestId('subscription-state')).toHaveText('Résiliation en cours');
  await expect(page.getByTestId('next-payment')).toHaveText('Aucun\u202F: votre abonnement ne sera pas renouvelé');
  await expect(page.getByRole('button', { name: 'Arrêter le renouvellement' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contacter le support' }).last()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/subscription-cancelled.png`, fullPage: true });

  // The server renders it the same way after a reload.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('cancellation-in-progress')).toContainText(`jusqu’au ${accessUntil}`);
  await expect(page.getByTestId('next-payment')).toHaveText('Aucun\u202F: votre abonnement ne sera pas renouvelé');

  // Still a VIP until then: a full article, no paywall.
  const list = (await (await request.get('/api/content/articles')).json()) as { payload: Array<{ uid: string }> };
  const latest = list.payload[0];
  if (!latest) throw new Error('no demo article');
  await page.goto(`/article/${latest.uid}`);
  await hydrated(page);
  await expect(page.getByTestId('article')).toHaveAttribute('data-restricted', 'false');
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('/account/subscription after the cancellation fits 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInVip(page);
  await page.goto('/account/subscription');
  await hydrated(page);
  await expect(page.getByTestId('cancellation-in-progress')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/subscription-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
