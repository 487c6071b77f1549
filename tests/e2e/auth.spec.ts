import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MEMBER, PENDING, signIn, VIP } from './support/accounts.ts';
import { axeViolations, hydrated, watchConsole } from './support/browser.ts';
import { mailedLink } from './support/outbox.ts';

/**
 * Sign-in, guarded pages, account and password reset, against the real server and its
 * seeded demo accounts (README "Demo accounts"), in Chromium.
 */

const ARTIFACTS = 'tests/artifacts';
const WRONG_CREDENTIALS = 'Nom d’utilisateur et/ou mot de passe incorrects';

const banner = (page: Page) => page.getByRole('banner');

test('the demo VIP signs in, stays signed in after a reload (in the server HTML too) and reaches /account', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  // docs/product.md#routes: the waiting message of /login.
  await expect(page.getByTestId('login-waiting')).toContainText('Le traitement du paiement peut prendre jusqu’à 5 minutes');
  await signIn(page, VIP);
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Se connecter' })).toHaveCount(0);

  // A reload keeps the session, and the server already renders the member's header (no flash).
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Mon compte');
  expect(html).not.toContain('>Se connecter<');
  await page.reload();
  await hydrated(page);
  await expect(banner(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();

  await banner(page).getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByLabel('Adresse e\u2011mail')).toHaveValue(VIP.email);
  await expect(page.getByLabel('Nom d’affichage')).toHaveValue('Julien');
  expect(problems).toEqual([]);
});

test('a wrong password shows the message (docs/product.md#errors), announced, and keeps the visitor on /login', async ({ page }) => {
  const problems = watchConsole(page, [/status of 401/]);
  await page.goto('/login');
  await signIn(page, { email: VIP.email, password: 'pas-le-bon-mot' });
  const alert = page.getByTestId('login-error');
  await expect(alert).toHaveText(WRONG_CREDENTIALS);
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/login$/);
  await expect(banner(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the rules (docs/product.md#validation) show next to each field, tied to it for screen readers, and focus the first one', async ({
  page,
}) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Adresse e\u2011mail').fill('julien@');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const email = page.getByLabel('Adresse e\u2011mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Le format de l’adresse e\u2011mail est incorrect');
  await expect(email).toBeFocused();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription('Ce champ est obligatoire');
  // Correcting a field clears its message.
  await email.fill('julien@galant.test');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

test('an account whose payment is still being processed gets a clear message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, PENDING);
  await expect(page.getByTestId('login-error')).toContainText('Votre compte est en cours d’activation');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guarded page sends an anonymous visitor to /login, and back there after signing in', async ({ page, request }) => {
  // Also without JavaScript: the server answers with the redirect.
  const response = await request.get('/account', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login?redirect=%2Faccount');

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel('Adresse e\u2011mail')).toHaveValue(MEMBER.email);
});

test('a redirect to another site after login is refused', async ({ page }) => {
  await page.goto('/login?redirect=https%3A%2F%2Fexample.org%2Fpiege');
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the display name is saved in the profile and survives a reload', async ({ page }) => {
  await page.goto('/login?redirect=%2Faccount');
  await signIn(page, VIP);
  await expect(page).toHaveURL(/\/account$/);
  const name = page.getByLabel('Nom d’affichage');
  await name.fill('J3an');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(name).toHaveAccessibleDescription(/Le nom ne peut contenir que des lettres/);

  await name.fill('Julien M.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre nom d’affichage a été enregistré.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nom d’affichage')).toHaveValue('Julien M.');
  // Put the demo data back as it was.
  await page.getByLabel('Nom d’affichage').fill('Julien');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre nom d’affichage a été enregistré.' })).toBeVisible();
});

test('a forgotten password is reset end to end through the e-mail outbox, and changed back from /account', async ({ page, request }) => {
  const newPassword = 'Nouveau-Membre-2026';
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('link', { name: 'Mot de passe oublié\u202F?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Adresse e\u2011mail').fill(MEMBER.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('Si un compte existe avec cette adresse');

  const link = await mailedLink(request, MEMBER.email, '/reset-password/update?token=', 'newest first');
  await page.goto(link);
  await hydrated(page);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Autre-Mot-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByLabel('Confirmer le nouveau mot de passe')).toHaveAccessibleDescription(
    'Les deux mots de passe ne correspondent pas',
  );
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

  // On to /login with a success message; the new password works.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié' })).toBeVisible();
  await signIn(page, { email: MEMBER.email, password: newPassword });
  await expect(banner(page).getByRole('link', { name: 'Mon compte' })).toBeVisible();

  // The link was single use.
  await page.goto(link);
  await expect(page.getByTestId('reset-token-problem')).toContainText('déjà été utilisé');
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();

  // Change it back from /account (the demo password stays as the README says).
  await page.goto('/account');
  await page.getByLabel('Mot de passe actuel').fill(newPassword);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(MEMBER.password);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié.' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('');
  // Still signed in with the fresh token: the page keeps working after a reload.
  await page.reload();
  await expect(page.getByLabel('Adresse e\u2011mail')).toHaveValue(MEMBER.email);
});

test('an unknown reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password/update?token=inconnu');
  await expect(page.getByTestId('reset-token-problem')).toBeVisible();
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('signing out from the header ends the session, also for the next page load', async ({ page }) => {
  await page.goto('/login?redirect=%2Faccount');
  await signIn(page, VIP);
  await expect(page).toHaveURL(/\/account$/);
  await banner(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes déconnecté' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(banner(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
  test.use({ bypassCSP: true });

  test('/login with field errors, /reset-password and /account have no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByLabel('Adresse e\u2011mail')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/reset-password');
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, VIP);
    await expect(page.getByLabel('Nom d’affichage')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('screenshots of /login and /account at 375 px and 1280 px wide', async ({ page }) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await hydrated(page);
    await page.screenshot({ path: `${ARTIFACTS}/login-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await signIn(page, VIP);
  await expect(banner(page).getByRole('link', { name: 'Mon compte' })).toBeAttached();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByLabel('Nom d’affichage')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}/account-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
