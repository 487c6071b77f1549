import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';
import { CARDS, fillCard, register } from './support/signup.ts';

/**
 * No dead ends, in Chromium against the real server, at a phone's width (JOURNEY_SIZES):
 * - the privacy policy (/privacy-policy, docs/product.md#routes) is linked from the signup's
 *   privacy checkbox and from the footer, and has its sections;
 * - a member cancels in three clicks from the footer's « Résilier mon abonnement » (Code de la
 *   consommation L215-1-1), the clicks counted, the closing of the account said before the first
 *   click on the page;
 * - a guarded page asked with a huge query sends to /login with the return path only
 *   (docs/product.md#routes-guards), a Location any client accepts.
 */

const SECTIONS = [
  'Qui est responsable de vos données',
  'Ce que nous conservons, et pourquoi',
  'Combien de temps',
  'Qui les reçoit',
  'Cookies et stockage dans votre navigateur',
  'Vos droits et comment les exercer',
];
/** docs/product.md#limits: after the end the member can no longer sign in and the profile goes. */
const ACCOUNT_CLOSES = /votre compte (est|sera) fermé\u202F: vous ne pourrez plus vous connecter/;

const footer = (page: Page) => page.getByRole('contentinfo');
const newEmail = (tag: string) => `resilie-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@galant.test`;
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectPolicy(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page).toHaveTitle('Galant – Politique de confidentialité');
  for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // Who receives what: the payment provider and the mail provider, by name of their role.
  await expect(page.getByTestId('privacy-recipients')).toContainText('Notre prestataire de paiement');
  await expect(page.getByTestId('privacy-recipients')).toContainText('Notre prestataire d’envoi d’e\u2011mails');
  // The rights lead somewhere: the account's data section and the support.
  const rights = page.getByTestId('privacy-rights');
  await expect(rights.getByRole('link', { name: 'Aller à mon compte' }).first()).toHaveAttribute('href', '/account');
  await expect(rights.getByRole('link', { name: 'Contacter le support' }).first()).toHaveAttribute('href', '/contact');
  await expect(page.getByTestId('privacy-publisher')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Politique de confidentialité');
}

for (const size of JOURNEY_SIZES) {
  test.describe(`at ${size.name} width`, () => {
    test.use({ viewport: size.viewport });

    test('the privacy policy is linked from the signup checkbox and the footer, with its sections', async ({ page, context }) => {
      const problems = watchConsole(page);
      await page.goto('/registration?utk=galant-essai');
      await hydrated(page);
      const link = page.getByTestId('registration-form').getByRole('link', { name: 'Lire la politique' });
      await expect(link).toHaveAttribute('href', '/privacy-policy');
      // Read without leaving the form: a new tab, the form as it was.
      const [policy] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await policy.waitForLoadState();
      await expectPolicy(policy);
      expect(await overflow(policy)).toBeLessThanOrEqual(0);
      await policy.close();
      await expect(page.getByTestId('registration-form')).toBeVisible();

      // From the footer of any page, as a client-side navigation.
      await page.goto('/articles');
      await hydrated(page);
      await footer(page).getByRole('link', { name: 'Politique de confidentialité' }).click();
      await expectPolicy(page);
      await page.screenshot({ path: `/tmp/privacy-policy-${size.name}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });

    test('a member cancels in three clicks from the footer link, told first that the account closes', async ({ page }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      // A new member pays by card; once the provider's notification made him VIP, the footer offers to cancel.
      await register(page, newEmail(size.name));
      await page.getByRole('button', { name: 'Payer par carte ici' }).click();
      await fillCard(page, CARDS.success);
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
      const cancelLink = footer(page).getByRole('link', { name: 'Résilier mon abonnement' });
      await expect(async () => {
        await page.goto('/articles');
        await expect(cancelLink).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await hydrated(page);

      let clicks = 0;
      const click = async (target: Locator, how: 'click' | 'check' = 'click') => {
        clicks += 1;
        await (how === 'check' ? target.check() : target.click());
      };

      await click(cancelLink);
      await expect(page).toHaveURL(/\/account\/subscription#resilier$/);
      const dialog = page.getByRole('dialog', { name: 'Arrêter le renouvellement\u202F?' });
      await expect(dialog).toBeVisible();
      // Before any click on the page: what ending means, the account closing at the end of the period.
      await expect(dialog).toContainText(ACCOUNT_CLOSES);
      await expect(page.getByTestId('stop-consequences')).toContainText(ACCOUNT_CLOSES);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/cancel-three-clicks-${size.name}.png` });

      await click(dialog.getByRole('checkbox'), 'check');
      await click(dialog.getByRole('button', { name: 'Résilier mon abonnement' }));

      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('unsubscribe-outcome')).toContainText('Votre demande de résiliation est enregistrée.');
      await expect(page.getByTestId('subscription-state')).toHaveText('Résiliation en cours');
      expect(clicks).toBe(3);

      // Renewal stopped: the footer link now shows the page as it is, no dialog to open.
      await page.goto('/articles');
      await hydrated(page);
      await footer(page).getByRole('link', { name: 'Résilier mon abonnement' }).click();
      await expect(page.getByTestId('cancellation-in-progress')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('accessibility', () => {
  // axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
  test.use({ bypassCSP: true });

  test('/privacy-policy has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/privacy-policy');
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a guarded page asked with a huge query sends to /login with the return path only, bounded', async ({ request }) => {
  // An 8,000-character query: copied whole and encoded again, 17 KB of headers (over Node's client limit).
  const account = await request.get(`/account?${'a=b&'.repeat(2000)}`, { maxRedirects: 0 });
  expect(account.status()).toBe(302);
  expect(account.headers().location).toBe('/login?redirect=%2Faccount');

  const subscription = await request.get(`/account/subscription?utm=${'a'.repeat(8000)}`, { maxRedirects: 0 });
  expect(subscription.headers().location).toBe('/login?redirect=%2Faccount%2Fsubscription');

  // A path longer than any page's (a forged identifier): not remembered at all.
  const forged = await request.get(`/coaching/${'a'.repeat(600)}`, { maxRedirects: 0 });
  expect(forged.status()).toBe(302);
  expect(forged.headers().location).toBe('/login');
  for (const answer of [account, subscription, forged]) {
    const size = answer.headersArray().reduce((total, { name, value }) => total + name.length + value.length + 4, 0);
    expect(size).toBeLessThan(4096);
  }
});
