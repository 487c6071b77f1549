import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, VIP } from './support/accounts.ts';
import { axeViolations, hydrated, watchConsole } from './support/browser.ts';

/**
 * The billing space on /account/subscription in Chromium against the real server: the
 * demo VIP (seeded with a trial charge and a renewal, their receipts issued at start) sees the card
 * on file and the history, downloads a receipt as a PDF, and changes the card; an expired or forged
 * change-card link says so without signing in.
 */

const SCREENSHOTS = '/tmp';

async function openBilling(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, VIP);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/subscription');
  await hydrated(page);
  await expect(page.getByTestId('card-on-file')).toBeVisible();
}

test.describe('billing space', () => {
  // axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
  test.use({ bypassCSP: true });

  test('a VIP sees the card on file and the history, downloads a receipt, and changes the card', async ({ page }) => {
    // Sign-in, two axe audits, a download and three card submissions: longer than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // The declined card's answer is a 400: the browser logs it, and only it.
    const errors = watchConsole(page, [/status of 400 \(Bad Request\)/]);
    await openBilling(page);
    const section = page.getByRole('region', { name: 'Paiements et justificatifs' });
    await expect(section.getByTestId('card-on-file')).toContainText('Visa se terminant par 4242');
    const entries = section.getByTestId('payment-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Renouvellement');
    await expect(entries.nth(0)).toContainText('29,90');
    await expect(entries.nth(1)).toContainText('Premier paiement');
    expect(await axeViolations(page)).toEqual([]);

    // The receipt, as a real PDF named after its number.
    const downloadButton = entries.nth(0).getByRole('button', { name: /Télécharger GAL-\d{6} \(PDF\)/ });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^GAL-\d{6}\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    // Change of card: the rules first (an expired date), then a card the bank refuses (fields kept), then a good one.
    await section.getByRole('button', { name: 'Changer de carte' }).click();
    const form = section.getByTestId('change-card-form');
    await form.getByLabel('Numéro de carte').fill('4000 0000 0020 0016');
    await form.getByLabel('Date d’expiration (mm/aa)').fill('01/20');
    await form.getByLabel('Cryptogramme (CVV)').fill('123');
    await form.getByRole('button', { name: 'Enregistrer cette carte' }).click();
    await expect(form.getByLabel('Date d’expiration (mm/aa)')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Date d’expiration (mm/aa)').fill('12/39');
    await form.getByRole('button', { name: 'Enregistrer cette carte' }).click();
    await expect(form.getByText(/refusée par votre banque \(1100004PI5\)/)).toBeVisible();
    await expect(form.getByLabel('Numéro de carte')).toHaveValue('4000 0000 0020 0016');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('Numéro de carte').fill('5555 5555 5555 4444');
    await form.getByRole('button', { name: 'Enregistrer cette carte' }).click();
    await expect(section.getByTestId('card-saved')).toContainText('Mastercard se terminant par 4444');
    await expect(section.getByTestId('card-on-file')).toContainText('Mastercard se terminant par 4444');
    await expect(section.getByTestId('card-on-file')).toContainText('Expire fin 12/39');

    await page.setViewportSize({ width: 375, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await section.screenshot({ path: `${SCREENSHOTS}/billing-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.screenshot({ path: `${SCREENSHOTS}/billing-desktop.png` });
    expect(errors).toEqual([]);
  });

  test('a change-card link that is not valid says so and offers the sign-in, without signing in', async ({ page }) => {
    await page.goto('/account/card?token=not-a-valid-token');
    await hydrated(page);
    await expect(page.getByTestId('card-link-invalid')).toContainText('Ce lien n’est plus valable');
    await expect(page.getByTestId('card-link-invalid').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
