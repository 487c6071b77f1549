import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { COACH, MEMBER, signIn, VIP } from './support/accounts.ts';
import { axeViolations, hydrated, JOURNEY_SIZES } from './support/browser.ts';
import { CARDS, fillCard, NEXT_YEAR, register } from './support/signup.ts';

/**
 * The checkout's fixes, each at a phone's width (JOURNEY_SIZES), in Chromium against the
 * real server: the hosted page's cancel, no error flash after a success, "finish your payment", no
 * horizontal overflow on any route, the mm/aa card form with its brand, fields kept after a decline
 * on both forms, the subscription page saying what ending means, the footer's cancel link for
 * subscribers only, the welcome text once VIP. Screenshots go to $TMPDIR/galant-checkout-shots (not
 * test-results/, which other runs clean).
 */

const SHOTS = join(tmpdir(), 'galant-checkout-shots');
mkdirSync(SHOTS, { recursive: true });
let counter = 0;
const newEmail = () => `caisse.${Date.now()}.${(counter += 1)}@exemple.fr`;
const DECLINED = 'Une erreur est survenue lors du paiement. Merci de réessayer.';

/** Every concrete route a visitor or a member can open (src/app/route-table.ts). */
const ROUTES = [
  '/',
  '/about',
  '/terms-of-service',
  '/articles',
  '/login',
  '/reset-password',
  '/registration?utk=galant-essai',
  '/registration/payment',
  '/registration/failure?code=E001',
  '/registration/welcome',
  '/registration/welcome/failure',
  '/callback/payment?success=1&cashback=1',
  '/callback/payment?success=0&cashback=1',
  '/contact',
  '/contact/new-ticket',
  '/coaching',
  '/page404',
];
const MEMBER_ROUTES = ['/account', '/account/subscription', '/coaching', '/coaching/new-discussion', '/articles'];

async function overflowOf(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Registered, on the payment choice, then on the provider's hosted page. */
async function toHostedPage(page: Page): Promise<void> {
  await register(page, newEmail());
  await page.getByRole('button', { name: 'Payer sur la page sécurisée de notre prestataire' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\?session=/);
}

for (const size of JOURNEY_SIZES) {
  test.describe(`checkout and account fixes at ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('cancelling on the hosted page is a cancel: no error, no welcome, back to the payment step', async ({ page }) => {
      await toHostedPage(page);
      await page.screenshot({ path: `${SHOTS}/hosted-page-${size.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
      // Through the callback, which goes on by itself once the page runs.
      await expect(page).toHaveURL(/\/registration\?paiement=annule$/, { timeout: 20_000 });
      await hydrated(page);
      await expect(page.getByTestId('payment-choice')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminez votre paiement');
      await expect(page.getByTestId('payment-cancelled')).toContainText('aucun montant n’a été prélevé');
      await expect(page.getByText('Bienvenue chez Galant')).toHaveCount(0);
      await expect(page.getByText(DECLINED)).toHaveCount(0);
      await expect(page.getByTestId('registration-error')).toHaveCount(0);
      // Nothing was paid: no payment result is kept for this registration.
      expect(await page.evaluate(() => localStorage.getItem('galant:signup:payment-result'))).not.toBe('0');
      await page.screenshot({ path: `${SHOTS}/after-cancel-${size.name}.png`, fullPage: true });
      // Back once more: the payment step, not the callback.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/callback\/payment/);
    });

    test('the hosted page keeps the fields after a decline, with one mm/aa field and the refund wording', async ({ page }) => {
      await toHostedPage(page);
      await expect(page.getByText('remboursés sur votre carte')).toBeVisible();
      await expect(page.getByText('crédités sur votre compte')).toHaveCount(0);
      await page.getByLabel('Titulaire de la carte').fill('Paul Martin');
      await page.getByLabel('Numéro de carte').fill(CARDS.expiredMonth);
      await page.getByLabel('Expiration (mm/aa)').fill(`12/${NEXT_YEAR}`);
      await page.getByLabel('Cryptogramme (CVV)').fill('737');
      await page.getByRole('checkbox', { name: /commence dès mon paiement/ }).check();
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page.getByRole('alert')).toContainText('Paiement refusé');
      await expect(page.getByLabel('Titulaire de la carte')).toHaveValue('Paul Martin');
      await expect(page.getByLabel('Numéro de carte')).toHaveValue(CARDS.expiredMonth);
      await expect(page.getByLabel('Expiration (mm/aa)')).toHaveValue(`12/${NEXT_YEAR}`);
      await expect(page.getByLabel('Expiration (mm/aa)')).toHaveAttribute('aria-invalid', 'true');
      // The security code is never written back into the page: typed again.
      await expect(page.getByLabel('Cryptogramme (CVV)')).toHaveValue('');
      // Labels of the expiry and the CVV on one line: their inputs line up.
      const [expiry, code] = await Promise.all([
        page.getByLabel('Expiration (mm/aa)').boundingBox(),
        page.getByLabel('Cryptogramme (CVV)').boundingBox(),
      ]);
      expect(Math.abs((expiry?.y ?? 0) - (code?.y ?? 1))).toBeLessThan(1);
      const { scrollWidth, innerWidth } = await overflowOf(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await page.screenshot({ path: `${SHOTS}/hosted-declined-${size.name}.png`, fullPage: true });
    });

    test('after a success the callback never shows the decline, even while it leaves', async ({ page }) => {
      // Every text the page ever shows, recorded as it appears.
      await page.addInitScript((declined) => {
        const seen = { declined: false };
        Reflect.set(window, '__seen', seen);
        new MutationObserver(() => {
          if (document.body?.innerText.includes(declined)) seen.declined = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, DECLINED);
      // A real payment: the callback shows a success only for a payment the server has (decision 0034).
      await register(page, newEmail());
      await page.getByRole('button', { name: 'Payer par carte ici' }).click();
      await fillCard(page, CARDS.success);
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue chez Galant');
      await page.screenshot({ path: `${SHOTS}/callback-success-${size.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page).toHaveURL(/\/registration\/welcome\/success$/);
      expect(await page.evaluate(() => (Reflect.get(window, '__seen') as { declined: boolean }).declined)).toBe(false);
      await page.screenshot({ path: `${SHOTS}/welcome-${size.name}.png`, fullPage: true });
    });

    test('a declined callback is not a welcome: the failure title and the payment step', async ({ page }) => {
      // A member who has not paid: the server confirms nothing was taken (decision 0034).
      await register(page, newEmail());
      await page.goto('/callback/payment?success=0&cashback=1');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le paiement n’a pas abouti');
      await expect(page.locator('[aria-current="step"]')).toContainText('Paiement');
      await page.screenshot({ path: `${SHOTS}/callback-declined-${size.name}.png`, fullPage: true });
    });

    test('a signed-in member who has not paid is offered to finish the payment, not a new account', async ({ page }) => {
      await register(page, newEmail());
      // Another browser state (storage gone), same session: the member is still signed in.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/registration?utk=galant-essai');
      await hydrated(page);
      await expect(page.getByTestId('payment-choice')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminez votre paiement');
      await expect(page.getByText('Créez votre compte')).toHaveCount(0);
      await expect(page.locator('header').getByText('Mon compte').first()).toBeAttached();
    });

    test('the card form: one mm/aa field, the brand from the number, the CVV hint, fields kept after a decline', async ({ page }) => {
      await register(page, newEmail());
      await page.getByRole('button', { name: 'Payer par carte ici' }).click();
      await expect(page).toHaveURL(/\/registration\/payment$/);
      await hydrated(page);
      // The price summary comes first on a phone, beside the form on a desktop.
      const [summary, form] = await Promise.all([
        page.getByTestId('formula-summary').boundingBox(),
        page.getByTestId('payment-form').boundingBox(),
      ]);
      expect(summary?.y ?? 0).toBeLessThan(form?.y ?? 0);
      await page.setViewportSize({ width: 1280, height: 800 });
      const [wideSummary, wideForm] = await Promise.all([
        page.getByTestId('formula-summary').boundingBox(),
        page.getByTestId('payment-form').boundingBox(),
      ]);
      expect(wideSummary?.x ?? 0).toBeGreaterThan(wideForm?.x ?? 0);
      await page.setViewportSize(size.viewport);
      await expect(page.getByTestId('registration-date')).toHaveText(/^Date d’inscription\s: \d{2}-\d{2}-\d{4}$/);
      await expect(page.getByLabel('Mois (mm)')).toHaveCount(0);
      const number = page.getByLabel('Numéro de carte');
      await number.pressSequentially('3782');
      await expect(page.getByText('Carte American Express')).toBeVisible();
      await expect(page.getByText('Les 4 chiffres au recto de la carte.')).toBeVisible();
      await number.fill('');
      await number.pressSequentially('5555');
      await expect(page.getByText('Carte Mastercard')).toBeVisible();
      await number.fill('');
      await number.pressSequentially(CARDS.expiredMonth);
      await expect(page.getByText('Carte Visa')).toBeVisible();
      await expect(page.getByText('Les 3 chiffres au dos de la carte.')).toBeVisible();
      await expect(page.getByLabel('Expiration (mm/aa)')).toHaveAttribute('autocomplete', 'cc-exp');
      await expect(number).toHaveAttribute('autocomplete', 'cc-number');
      await page.getByLabel('Prénom').fill('Paul');
      await page.getByLabel('Nom', { exact: true }).fill('Martin');
      await page.getByLabel('Titulaire de la carte').fill('Paul Martin');
      await page.getByLabel('Expiration (mm/aa)').pressSequentially(`12${NEXT_YEAR}`);
      await expect(page.getByLabel('Expiration (mm/aa)')).toHaveValue(`12/${NEXT_YEAR}`);
      await page.getByLabel('Cryptogramme (CVV)').fill('737');
      // The express request to begin the coaching at once (L221-25): required to pay.
      await page.getByRole('checkbox', { name: /commence dès mon paiement/ }).check();
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page.getByTestId('payment-error')).toBeVisible();
      await expect(page.getByLabel('Titulaire de la carte')).toHaveValue('Paul Martin');
      await expect(number).not.toHaveValue('');
      await expect(page.getByLabel('Expiration (mm/aa)')).toHaveValue(`12/${NEXT_YEAR}`);
      await page.screenshot({ path: `${SHOTS}/card-form-declined-${size.name}.png`, fullPage: true });
    });

    test('the subscription page says what ending means before any click; the footer link is for subscribers', async ({ page }) => {
      await page.goto('/login?redirect=%2Faccount%2Fsubscription');
      await signIn(page, VIP);
      await expect(page).toHaveURL(/\/account\/subscription$/);
      await hydrated(page);
      const consequences = page.getByTestId('stop-consequences');
      await expect(consequences).toContainText('vous gardez votre accès VIP jusqu’');
      await expect(consequences).toContainText('votre compte est fermé : vous ne pourrez plus vous connecter');
      await expect(consequences).toContainText('il faudra vous réinscrire');
      await expect(page.getByTestId('stop-renewal-dialog')).toHaveCount(0);
      await expect(page.locator('footer').getByRole('link', { name: 'Résilier mon abonnement' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/subscription-${size.name}.png`, fullPage: true });
      // Once VIP, the welcome page no longer says the access is being opened.
      await page.goto('/registration/welcome/success');
      await expect(page.getByTestId('activation-done')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Nous activons')).toHaveCount(0);
      await expect(page.getByText('Votre paiement est confirmé et votre accès VIP est ouvert.')).toBeVisible();
    });

    test('no footer cancel link for the coach nor for a member with nothing to end', async ({ page }) => {
      for (const account of [COACH, MEMBER]) {
        await page.context().clearCookies();
        await page.goto('/login?redirect=%2Fabout');
        await signIn(page, account);
        await expect(page).toHaveURL(/\/about$/);
        await hydrated(page);
        await expect(page.locator('footer').getByRole('link', { name: 'Résilier mon abonnement' })).toHaveCount(0);
      }
    });
  });
}

test.describe('no horizontal overflow at 375 px, on every route', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('signed out, then signed in', async ({ page }) => {
    test.setTimeout(180_000);
    const wide: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      const { scrollWidth, innerWidth } = await overflowOf(page);
      if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} > ${innerWidth}`);
    };
    for (const path of ROUTES) await check(path);
    await page.goto('/login?redirect=%2Faccount');
    await signIn(page, VIP);
    await expect(page).toHaveURL(/\/account$/);
    for (const path of MEMBER_ROUTES) await check(path);
    expect(wide).toEqual([]);
  });
});

test.describe('axe on the signup pages', () => {
  test.use({ bypassCSP: true });

  test('registration, payment choice and callback have no serious violation', async ({ page }) => {
    const found: string[] = [];
    for (const path of [
      '/registration?utk=galant-essai',
      '/callback/payment?success=0&cashback=1',
      '/callback/payment?success=1&cashback=1',
    ]) {
      await page.goto(path);
      await hydrated(page);
      found.push(...(await axeViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    expect(found).toEqual([]);
  });
});
