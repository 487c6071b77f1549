import { expect, type Page } from '@playwright/test';
import { hydrated } from './browser.ts';

/**
 * The signup funnel (tests/e2e/signup.spec.ts): registration from the home page's button,
 * card form, and the whole way to an active VIP member. Cards: docs/payments.md.
 */

export const CARDS = {
  success: '4242424242424242',
  pending: '4000000000001000',
  /** Success after 1.5 s: time for a second attempt to meet the first one running. */
  slow: '4000000000002008',
  expiredMonth: '4000000000100067',
  unrecoverable: '4000000000200164',
} as const;
export const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** From the home page's button to the payment choice, as a newcomer does; returns `email`. */
export async function register(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('coach-cta').click();
  await expect(page).toHaveURL(/\/registration\?utk=galant-essai$/);
  await expect(page.getByTestId('formula-summary')).toContainText('Essai de 7 jours pour 1,00 €');
  await page.getByLabel('Adresse e\u2011mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse-2026');
  await page.getByLabel(/conditions générales/).check();
  await page.getByLabel(/politique de confidentialité/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('payment-choice')).toBeVisible();
  return email;
}

/** Fills the card form of /registration/payment (the number is typed, through the mask). */
export async function fillCard(page: Page, number: string, month = '12', year = NEXT_YEAR): Promise<void> {
  await page.getByLabel('Prénom').fill('Paul');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Titulaire de la carte').fill('Paul Martin');
  await page.getByLabel('Numéro de carte').fill('');
  await page.getByLabel('Numéro de carte').pressSequentially(number);
  await page.getByLabel('Expiration (mm/aa)').fill([month, year].join('/'));
  await page.getByLabel('Cryptogramme (CVV)').fill('737');
  // The express request to begin the coaching at once (L221-25): required to pay.
  await page.getByRole('checkbox', { name: /commence dès mon paiement/ }).check();
}

/** The whole funnel: registration, card payment, activation → a VIP member, signed in. */
export async function becomeVip(page: Page, email: string): Promise<void> {
  await register(page, email);
  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  await expect(page).toHaveURL(/\/registration\/payment$/);
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByTestId('activation-done')).toBeVisible({ timeout: 20_000 });
}
