import { expect, test, type Page } from '@playwright/test';
import { axeViolations, hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';
import { CARDS, fillCard, register } from './support/signup.ts';

/**
 * What /account/subscription and the "Mes données" section say once a new member stops the renewal
 * during his trial (docs/decisions/0038-texts-that-match-the-state.md), at a phone's width
 * (JOURNEY_SIZES): before the stop, that stopping gives up the cashback; after it, no cashback date after the
 * access ends ("Non versé"), the access date and the automatic deletion; on /account, a deletion
 * request answered with that same automatic deletion, never "you may delete it afterwards".
 */

const SCREENSHOTS = '/tmp';
const FRENCH_DATE = /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/;

test.use({ bypassCSP: true });

async function newTrialMember(page: Page, email: string): Promise<void> {
  await register(page, email);
  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  await expect(page).toHaveURL(/\/registration\/payment$/);
  await hydrated(page);
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByTestId('activation-done')).toBeVisible({ timeout: 20_000 });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const size of JOURNEY_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 180_000 });

    test('stopped during the trial: the cashback is said forfeited, the account goes by itself at the end', async ({ page }) => {
      const problems = watchConsole(page, [/status of 409/]);
      await newTrialMember(page, `arret-essai-${size.viewport.width}-${Date.now()}@galant.test`);

      await page.goto('/account/subscription');
      await hydrated(page);
      await expect(page.getByTestId('subscription-state')).toHaveText('Période d’essai');
      // Before any click: stopping now gives up the cashback (paid only after the first full-price payment).
      await expect(page.getByTestId('stop-consequences')).toContainText(
        'le cashback de 10,00\u00a0€ n’est versé qu’après le premier paiement au plein tarif',
      );
      const accessUntil = (await page.getByTestId('access-until').textContent()) ?? '';
      expect(accessUntil).toMatch(FRENCH_DATE);

      await page.getByRole('button', { name: 'Arrêter le renouvellement' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('renoncer au cashback de 10,00\u00a0€');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Résilier mon abonnement' }).click();
      await expect(dialog).toHaveCount(0);

      // After the stop: no promise of a cashback after the access ends, the access date, the deletion.
      await expect(page.getByTestId('subscription-state')).toHaveText('Résiliation en cours');
      await expect(page.getByTestId('cashback')).toHaveText(
        'Non versé\u202F: le cashback est remboursé 14\u00a0jours après le premier paiement au plein tarif, et votre abonnement s’arrête avant.',
      );
      await expect(page.getByTestId('cashback')).not.toContainText(FRENCH_DATE);
      const inProgress = page.getByTestId('cancellation-in-progress');
      await expect(inProgress).toContainText(`jusqu’au ${accessUntil}`);
      await expect(inProgress).toContainText('À cette date, votre compte sera fermé et vos données personnelles supprimées.');
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/stopped-trial-${size.viewport.width}.png`, fullPage: true });

      // The server renders the same after a reload.
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId('cashback')).toContainText('Non versé');

      // /account: the section says the stop is the deletion; a deletion request answers the same.
      await page.goto('/account');
      await hydrated(page);
      const privacy = page.getByTestId('account-privacy');
      await expect(privacy).toContainText('supprimés automatiquement à la fin de la période payée');
      await expect(privacy).not.toContainText('se résilie d’abord');
      await privacy.getByRole('button', { name: 'Supprimer mon compte…' }).click();
      await privacy.getByRole('checkbox').check();
      await privacy.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
      const refused = page.getByTestId('delete-refused');
      await expect(refused).toContainText(`reste actif jusqu’au ${accessUntil}`);
      await expect(refused).toContainText('supprimés automatiquement à cette date, sans autre démarche de votre part');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/stopped-trial-account-${size.viewport.width}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });
  });
}
