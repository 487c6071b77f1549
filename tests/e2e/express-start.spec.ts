import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_SIZES, watchConsole } from './support/browser.ts';
import { CARDS, NEXT_YEAR, register } from './support/signup.ts';

/**
 * The express request to begin the coaching at once (L221-25, decisions 0021 and 0032) is asked on
 * both ways of paying, with the same words, unticked, and the payment refused until it is ticked:
 * the card form here and the provider's hosted page. Desktop and 375 px.
 */

const BOX = /Je demande expressément que le service de coaching commence dès mon paiement/;
const REQUIRED = 'Cochez cette case pour que votre coaching commence dès le paiement\u202F: elle est nécessaire pour payer.';
const newEmail = (label: string) => `expres.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const size of JOURNEY_SIZES) {
  test.describe(`the express request on both ways of paying (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('the card form asks it, unticked, and refuses to pay until it is ticked', async ({ page }) => {
      const problems = watchConsole(page);
      await register(page, newEmail(`carte-${size.name}`));
      await page.getByRole('button', { name: 'Payer par carte ici' }).click();
      await expect(page).toHaveURL(/\/registration\/payment$/);
      const box = page.getByRole('checkbox', { name: BOX });
      await expect(box).toBeVisible();
      await expect(box).not.toBeChecked();
      await page.getByLabel('Prénom').fill('Paul');
      await page.getByLabel('Nom', { exact: true }).fill('Martin');
      await page.getByLabel('Titulaire de la carte').fill('Paul Martin');
      await page.getByLabel('Numéro de carte').pressSequentially(CARDS.success);
      await page.getByLabel('Expiration (mm/aa)').pressSequentially(`12${NEXT_YEAR}`);
      await page.getByLabel('Cryptogramme (CVV)').fill('737');
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page.getByText(REQUIRED)).toBeVisible();
      await expect(page).toHaveURL(/\/registration\/payment$/);
      await noHorizontalScroll(page);

      await box.check();
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
      expect(problems).toEqual([]);
    });

    test('the hosted page asks it with the same words, unticked, and charges nothing until it is ticked', async ({ page }) => {
      await register(page, newEmail(`page-${size.name}`));
      await page.getByRole('button', { name: 'Payer sur la page sécurisée de notre prestataire' }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\?session=/);
      const box = page.getByRole('checkbox', { name: BOX });
      await expect(box).toBeVisible();
      await expect(box).not.toBeChecked();
      await page.getByLabel('Titulaire de la carte').fill('Paul Martin');
      await page.getByLabel('Numéro de carte').fill(CARDS.success);
      await page.getByLabel('Expiration (mm/aa)').fill(`12/${NEXT_YEAR}`);
      await page.getByLabel('Cryptogramme (CVV)').fill('737');
      await page.getByRole('button', { name: /^Payer/ }).click();

      // Asked again on the same page: the card form's message, the box marked, what was typed kept.
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout/);
      await expect(page.getByRole('alert')).toHaveText(REQUIRED);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Titulaire de la carte')).toHaveValue('Paul Martin');
      await expect(page.getByLabel('Numéro de carte')).toHaveValue(CARDS.success);
      await noHorizontalScroll(page);

      await page.getByLabel('Cryptogramme (CVV)').fill('737');
      await box.check();
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1&cashback=1$/);
    });
  });
}
