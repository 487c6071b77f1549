import { expect, test, type Page } from '@playwright/test';
import { axeViolations, hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';
import { CARDS, fillCard, register } from './support/signup.ts';

/**
 * Withdrawal (droit de rétractation, docs/decisions/0021-withdrawal.md) in Chromium against the real
 * server, at a phone's width (JOURNEY_SIZES): the card form's express request is unticked and required;
 * a new member withdraws on the day he paid from /account/subscription, confirms, is refunded his
 * 1,00 € trial in full (no day provided yet) and e-mailed; his account is closed.
 */

const SCREENSHOTS = '/tmp';
const EXPRESS = /commence dès mon paiement/;
const FRENCH_DATE = /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/;

// axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
test.use({ bypassCSP: true });

async function toCardForm(page: Page, email: string): Promise<void> {
  await register(page, email);
  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  await expect(page).toHaveURL(/\/registration\/payment$/);
  await hydrated(page);
}

for (const size of JOURNEY_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });
    // Whole journeys (registration, payment, activation) with axe audits: slow on a loaded machine.
    test.describe.configure({ timeout: 180_000 });

    test('the card form asks for the express request, unticked, and refuses to pay without it', async ({ page }) => {
      const problems = watchConsole(page);
      await toCardForm(page, `express-${size.viewport.width}-${Date.now()}@galant.test`);
      const express = page.getByRole('checkbox', { name: EXPRESS });
      await expect(express).not.toBeChecked();
      await fillCard(page, CARDS.success);
      await express.uncheck();
      await page.getByRole('button', { name: /^Payer/ }).click();
      // Nothing sent: the field says why, in French, and takes the focus.
      await expect(page).toHaveURL(/\/registration\/payment$/);
      await expect(
        page.getByText('Cochez cette case pour que votre coaching commence dès le paiement\u202F: elle est nécessaire pour payer.'),
      ).toBeVisible();
      await expect(express).toHaveAttribute('aria-invalid', 'true');
      await expect(express).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/withdrawal-express-${size.viewport.width}.png`, fullPage: true });

      await express.check();
      await expect(express).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
      expect(problems).toEqual([]);
    });

    test('a new member withdraws on the day he paid: explained, confirmed, refunded in full, e-mailed, account closed', async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page, [/401/]);
      const email = `retractation-${size.viewport.width}-${Date.now()}@galant.test`;
      await toCardForm(page, email);
      await fillCard(page, CARDS.success);
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByTestId('activation-done')).toBeVisible({ timeout: 20_000 });

      await page.goto('/account/subscription');
      await hydrated(page);
      const section = page.getByTestId('withdrawal');
      await expect(section.getByRole('heading', { name: 'Droit de rétractation' })).toBeVisible();
      // Until when, and what would be refunded today: all of the 1,00 € trial on the day of payment.
      await expect(section).toContainText(new RegExp(`jusqu’au ${FRENCH_DATE.source} inclus`));
      // Nothing elapsed yet: said as a refund of everything, never "1,00 € sur les 1,00 € payés".
      await expect(page.getByTestId('withdrawal-refund')).toHaveText(
        /nous vous remboursons la totalité de vos paiements, 1,00\s€, sur votre carte/,
      );
      await expect(page.getByTestId('withdrawal-refund')).not.toContainText('sur les');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/withdrawal-section-${size.viewport.width}.png`, fullPage: true });

      await section.getByRole('button', { name: 'Exercer mon droit de rétractation' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Cette décision est définitive');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/withdrawal-dialog-${size.viewport.width}.png` });
      // Keeping the subscription closes the dialog and changes nothing.
      await dialog.getByRole('button', { name: 'Garder mon abonnement' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(section.getByRole('button', { name: 'Exercer mon droit de rétractation' })).toBeFocused();

      await section.getByRole('button', { name: 'Exercer mon droit de rétractation' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Me rétracter et être remboursé de 1,00\s€$/ })
        .click();
      const done = page.getByTestId('withdrawal-done');
      await expect(done).toBeVisible();
      await expect(done).toContainText('Rétractation enregistrée');
      await expect(done).toContainText(new RegExp(`Votre demande du ${FRENCH_DATE.source} est enregistrée`));
      await expect(done).toContainText(/nous vous remboursons 1,00\s€ sur votre carte/);
      await expect(done).toBeFocused();
      // The rest of the page (stop renewal, summary) no longer holds: gone.
      await expect(page.getByRole('button', { name: 'Arrêter le renouvellement' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/withdrawal-done-${size.viewport.width}.png`, fullPage: true });

      // The acknowledgement, with the date of the request and the amount refunded.
      await expect
        .poll(async () => {
          const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
          const { mails } = (await response.json()) as { mails: Array<{ subject: string; text: string }> };
          return mails.find((mail) => mail.subject === 'Votre demande de rétractation')?.text ?? '';
        })
        .toMatch(new RegExp(`le ${FRENCH_DATE.source} votre demande de rétractation[\\s\\S]*Montant remboursé\u202F: 1,00\\s€`));

      // The membership is over: the account page is no longer his.
      await page.goto('/account/subscription');
      await expect(page).toHaveURL(/\/login/);
      expect(problems.filter((problem) => !/401|Unauthorized/i.test(problem))).toEqual([]);
    });
  });
}
