import { expect, test, type Page } from '@playwright/test';
import { PENDING, signIn } from './support/accounts.ts';
import { hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';
import { CARDS, fillCard, register } from './support/signup.ts';

/**
 * Accounts that never paid are no dead end (decision 0034), at a phone's width (JOURNEY_SIZES),
 * in Chromium against the real server: the member who left before paying comes back, signs in and
 * pays to the end; registering again with the same address and password resumes the account; a
 * callback or welcome page typed by hand never shows a success to an anonymous visitor nor to an
 * unpaid member, and offers the way to pay (or to sign in). The demo account whose payment is
 * really being processed keeps the waiting message.
 */

let counter = 0;
const newEmail = () => `parti.${Date.now()}.${(counter += 1)}@exemple.fr`;
const PASSWORD = 'Motdepasse-2026';
const SUCCESS_TEXTS = [/effectué avec succès/, /Votre paiement est confirmé/];

async function signOut(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  // On a phone the account links are behind the menu button.
  const menu = banner.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menu.isVisible()) await menu.click();
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await banner.getByRole('button', { name: 'Se déconnecter' }).click();
  expect((await loggedOut).status()).toBe(204);
  // Signed out: the header offers to sign in (inside the closed menu on a phone).
  await expect(banner.getByRole('link', { name: 'Se connecter', includeHidden: true })).toBeAttached();
}

async function expectNoSuccess(page: Page): Promise<void> {
  for (const text of SUCCESS_TEXTS) await expect(page.getByText(text)).toHaveCount(0);
}

async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const size of JOURNEY_SIZES) {
  test.describe(`accounts that never paid at ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the member who left before paying comes back, signs in, finishes the payment and is activated', async ({ page }) => {
      const problems = watchConsole(page, [/status of 401/]);
      const email = await register(page, newEmail());
      await signOut(page);
      // Another day, from the sign-in form: the payment step, not a waiting message.
      await page.goto('/login');
      await signIn(page, { email, password: PASSWORD });
      await expect(page).toHaveURL(/\/registration(\?utk=galant-essai)?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminez votre paiement');
      await expect(page.getByTestId('registration-form')).toHaveCount(0);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Payer par carte ici' }).click();
      await expect(page).toHaveURL(/\/registration\/payment$/);
      await fillCard(page, CARDS.success);
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
      await expect(page.getByTestId('payment-callback-message')).toHaveText('Votre paiement a été effectué avec succès !');
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByTestId('activation-done')).toHaveText('Votre compte VIP est actif. Bonne lecture !', { timeout: 20_000 });
      expect(problems).toEqual([]);
    });

    test('registering again with the same address and password leads to « Terminez votre paiement »', async ({ page }) => {
      const email = await register(page, newEmail());
      await signOut(page);
      await register(page, email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminez votre paiement');
      await expect(page.getByText('Votre compte existe déjà')).toBeVisible();
      // Another password is still the duplicate it always was.
      await signOut(page);
      await page.goto('/registration?utk=galant-essai');
      await hydrated(page);
      await page.getByLabel('Adresse e\u2011mail').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Autre-mot-2026');
      await page.getByLabel(/conditions générales/).check();
      await page.getByLabel(/politique de confidentialité/).check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByTestId('registration-error')).toHaveText(
        'Informations incorrectes ou un utilisateur existe déjà avec cette adresse e\u2011mail',
      );
    });

    test('a callback typed by hand shows no success to an anonymous visitor, who is offered to sign in', async ({ page }) => {
      await page.goto('/callback/payment?success=1&cashback=1');
      await hydrated(page);
      await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-outcome', 'anonymous');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aucun paiement à afficher');
      await expectNoSuccess(page);
      await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('main').getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
        'href',
        '/registration?utk=galant-essai',
      );
      expect(await page.evaluate(() => localStorage.getItem('galant:signup:payment-result'))).toBeNull();
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    });

    test('a callback or welcome page typed by an unpaid member shows no success, only the way to pay', async ({ page }) => {
      await register(page, newEmail());
      await page.goto('/callback/payment?success=1&cashback=1');
      await hydrated(page);
      // Looked at again a few times (a notification in flight), then the way to pay.
      await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-outcome', 'unpaid', { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminez votre paiement');
      await expectNoSuccess(page);
      expect(await page.evaluate(() => localStorage.getItem('galant:signup:payment-result'))).toBeNull();
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);

      await page.goto('/registration/welcome');
      await hydrated(page);
      await expect(page.getByTestId('signup-success')).toHaveAttribute('data-activation', 'unpaid');
      await expectNoSuccess(page);
      await page.getByRole('link', { name: 'Terminer mon paiement' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminez votre paiement');
      await expect(page.getByRole('button', { name: 'Payer par carte ici' })).toBeVisible();
    });

    test('the account whose payment is being processed keeps the waiting message', async ({ page }) => {
      await page.goto('/login');
      await signIn(page, PENDING);
      await expect(page.getByTestId('login-error')).toContainText('Votre compte est en cours d’activation');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
