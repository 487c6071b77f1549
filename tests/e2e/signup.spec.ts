import { expect, test } from '@playwright/test';
import { hydrated, watchConsole } from './support/browser.ts';
import { CARDS, fillCard, NEXT_YEAR, register } from './support/signup.ts';

/**
 * The signup funnel in Chromium against the real server: each test walks a path of the
 * registration, payment, paymentError, paymentCallback and activation machine graphs. The sandbox
 * provider's notification comes PAYMENT_ACTIVATION_DELAY_MS after a payment (playwright.config.ts).
 * Cards: docs/payments.md.
 */

let counter = 0;
const newEmail = () => `nouveau.${Date.now()}.${(counter += 1)}@exemple.fr`;

test('a newcomer pays by card, waits for the activation and reads a full article as VIP', async ({ page }) => {
  const problems = watchConsole(page);
  // A data layer as a tag manager would create it: registration pushes sign_up into it (docs/product.md#calls).
  await page.addInitScript(() => Reflect.set(window, 'dataLayer', []));
  const email = await register(page, newEmail());
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer?.some((entry) => entry.event === 'sign_up'),
    ),
  ).toBe(true);

  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  await expect(page).toHaveURL(/\/registration\/payment$/);
  await expect(page.getByLabel('Adresse e\u2011mail')).toHaveValue(email);
  // docs/product.md#product the banking service, docs/product.md#limits dashed registration dates.
  await expect(page.getByTestId('bank-notice')).toContainText('Prestataire de paiement de démonstration');
  await expect(page.getByTestId('registration-date')).toHaveText(/Date d’inscription\s: \d{2}-\d{2}-\d{4}/);
  await fillCard(page, CARDS.success);
  // The mask groups the digits as on the card.
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Payer 1,00 €' }).click();

  await expect(page).toHaveURL(/\/callback\/payment\?success=1&cashback=1$/);
  await expect(page.getByTestId('payment-callback-message')).toHaveText('Votre paiement a été effectué avec succès !');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/registration\/welcome\/success$/);
  await expect(page.getByTestId('activation-done')).toHaveText('Votre compte VIP est actif. Bonne lecture !', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('galant:signup:payment-result'))).toBe('1');

  await page.getByRole('link', { name: 'Lire les articles' }).click();
  await page.locator('a[href^="/article/"]').first().click();
  await expect(page.getByTestId('article')).toHaveAttribute('data-restricted', 'false');
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  // A reload keeps the VIP session (cookie) and the full text.
  await page.reload();
  await expect(page.getByTestId('article')).toHaveAttribute('data-restricted', 'false');
  // Now a VIP, the home page's "need a coach?" button opens the coaching space.
  await page.goto('/');
  await expect(page.getByTestId('coach-cta')).toHaveAttribute('href', '/coaching');
  expect(problems).toEqual([]);
});

test('a recoverable decline marks the field; corrected, the payment goes through', async ({ page }) => {
  const problems = watchConsole(page, [/status of 400/]);
  await register(page, newEmail());
  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  // An expiry already past (last month, whatever today is) is caught before anything is sent (docs/product.md#validation).
  const lastMonth = new Date();
  lastMonth.setDate(1);
  lastMonth.setMonth(lastMonth.getMonth() - 1);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  await fillCard(page, CARDS.success, twoDigits(lastMonth.getMonth() + 1), twoDigits(lastMonth.getFullYear() % 100));
  await page.getByRole('button', { name: /Payer/ }).click();
  await expect(page.getByLabel('Expiration (mm/aa)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('La date d’expiration doit être postérieure à aujourd’hui')).toBeVisible();
  // The provider refuses the month (1100004PI3, recoverable): the field is marked, the user fixes it.
  await fillCard(page, CARDS.expiredMonth);
  await page.getByRole('button', { name: /Payer/ }).click();
  await expect(page.getByTestId('payment-error')).toHaveText(
    'Votre paiement a été refusé : vérifiez le champ signalé puis réessayez (code 1100004PI3).',
  );
  await expect(page.getByLabel('Expiration (mm/aa)')).toHaveAttribute('aria-invalid', 'true');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: /Payer/ }).click();
  await expect(page).toHaveURL(/\/callback\/payment\?success=1/);
  expect(problems).toEqual([]);
});

test('an unrecoverable decline ends on the failure page with its code', async ({ page }) => {
  const problems = watchConsole(page, [/status of 400/]);
  await register(page, newEmail());
  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  await fillCard(page, CARDS.unrecoverable);
  await page.getByRole('button', { name: /Payer/ }).click();
  await expect(page).toHaveURL(/\/registration\/failure\?code=R200$/);
  // The decline says what happened: the card was refused (not "an error occurred").
  await expect(page.getByTestId('signup-failure-code')).toHaveText('Votre carte a été refusée (code R200).');
  await expect(page.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/registration/payment');
  expect(problems).toEqual([]);
});

test('a pending payment waits for the provider, then goes on to the callback', async ({ page }) => {
  const problems = watchConsole(page);
  await register(page, newEmail());
  await page.getByRole('button', { name: 'Payer par carte ici' }).click();
  await fillCard(page, CARDS.pending);
  await page.getByRole('button', { name: /Payer/ }).click();
  await expect(page.getByTestId('payment-pending')).toContainText('L’activation de votre compte peut prendre jusqu’à 5 minutes');
  await expect(page).toHaveURL(/\/callback\/payment\?success=1&cashback=1$/, { timeout: 20_000 });
  expect(problems).toEqual([]);
});

test('paying on the hosted page comes back through callback-payment', async ({ page }) => {
  const problems = watchConsole(page);
  await register(page, newEmail());
  await page.getByRole('button', { name: 'Payer sur la page sécurisée de notre prestataire' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\?session=/);
  await page.getByLabel('Titulaire de la carte').fill('Paul Martin');
  await page.getByLabel('Numéro de carte').fill(CARDS.success);
  await page.getByLabel('Expiration (mm/aa)').fill(['12', NEXT_YEAR].join('/'));
  await page.getByLabel('Cryptogramme (CVV)').fill('737');
  await page.getByRole('checkbox', { name: /commence dès mon paiement/ }).check();
  await page.getByRole('button', { name: /Payer/ }).click();
  await expect(page).toHaveURL(/\/callback\/payment\?success=1&cashback=1$/);
  await expect(page.getByTestId('payment-callback-message')).toHaveText('Votre paiement a été effectué avec succès !');
  // Without a click, it goes on by itself after a few seconds.
  await expect(page).toHaveURL(/\/registration\/welcome\/success$/, { timeout: 10_000 });
  await expect(page.getByTestId('activation-done')).toBeVisible({ timeout: 20_000 });
  expect(problems).toEqual([]);
});

test('Back from the hosted payment page shows the way to pay, not the form: the page is never a stored copy', async ({ page }) => {
  const problems = watchConsole(page);
  // The page says who is signed in and whether the link still holds: no cache may keep it.
  const answer = await page.request.get('/registration?utk=galant-essai');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await register(page, newEmail());
  await page.getByRole('button', { name: 'Payer sur la page sécurisée de notre prestataire' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\?session=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/registration\?utk=/);
  await expect(page.getByTestId('payment-choice')).toBeVisible();
  await expect(page.getByTestId('registration-form')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a callback typed by hand grants nothing; a declined one leads to the failure welcome page', async ({ page }) => {
  // Nobody is signed in: no payment to tell of, whatever the query says (decision 0034).
  await page.goto('/callback/payment?success=1');
  await hydrated(page);
  await expect(page.getByTestId('payment-callback')).toHaveAttribute('data-outcome', 'anonymous');
  await page.goto('/registration/welcome/success');
  await expect(page.getByTestId('signup-success')).toHaveAttribute('data-activation', 'signedOut');

  // A member who has not paid: the decline, then the failure page.
  await register(page, newEmail());
  await page.goto('/callback/payment?success=0');
  await expect(page.getByTestId('payment-callback-message')).toHaveText('Une erreur est survenue lors du paiement. Merci de réessayer.');
  await hydrated(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/registration\/welcome\/failure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le paiement n’a pas abouti');
});

test('without a registration link the page says so; a result other than success or failure is a 404', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByTestId('registration-error')).toHaveText(
    'Impossible d’obtenir votre lien d’inscription. Utilisez le bouton de la page d’accueil pour commencer votre inscription.',
  );
  await page.goto('/registration?utk=galant-expire');
  await expect(page.getByTestId('registration-error')).toContainText('Ce lien d’inscription n’est plus valable');

  const response = await page.goto('/registration/peut-etre');
  expect(response?.status()).toBe(404);
  expect((await page.goto('/registration/success'))?.status()).toBe(200);
});

test('the registration form is in the server HTML for a valid link, the notice for a used-up one; hydrated, it registers', async ({
  browser,
  page,
}) => {
  // Lighthouse LCP: the server reads the link's token and formula, so the HTML alone,
  // scripts off, is the page as the visitor will see it before typing.
  const bare = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await bare.goto('/registration?utk=galant-essai');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Créez votre compte');
  await expect(bare.getByText('Quelques secondes suffisent\u202F: votre adresse e\u2011mail et un mot de passe.')).toBeVisible();
  await expect(bare.getByTestId('formula-summary')).toContainText('Essai de 7 jours pour 1,00 €');
  // Shown above the form on a phone, so it comes first in the HTML too: a page painted before its
  // end has arrived must not have the summary push the form down once it comes (CLS).
  const html = await (await bare.request.get('/registration?utk=galant-essai')).text();
  expect(html.indexOf('data-testid="formula-summary"')).toBeGreaterThan(0);
  expect(html.indexOf('data-testid="formula-summary"')).toBeLessThan(html.indexOf('id="registration-title"'));
  await expect(bare.getByLabel('Adresse e\u2011mail')).toBeVisible();
  await expect(bare.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await expect(bare.getByLabel(/conditions générales/)).toBeVisible();
  await expect(bare.getByLabel(/politique de confidentialité/)).toBeVisible();
  await expect(bare.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  await expect(bare.getByTestId('registration-busy')).toHaveCount(0);
  const serverBox = await bare.getByTestId('registration-form').boundingBox();
  // Unknown and expired links: the same notice as once the scripts ran.
  for (const utk of ['galant-expire', 'inconnu']) {
    await bare.goto(`/registration?utk=${utk}`);
    await expect(bare.getByTestId('registration-error')).toHaveText(
      'Ce lien d’inscription n’est plus valable. Utilisez le bouton de la page d’accueil pour commencer votre inscription.',
    );
    await expect(bare.getByTestId('registration-form')).toHaveCount(0);
  }
  // Without a utk the token may be in this browser's storage: the browser looks, as before.
  await bare.goto('/registration');
  await expect(bare.getByTestId('registration-busy')).toBeVisible();
  await bare.context().close();

  // With scripts: the same form in the same place (no shift, no hydration warning), and it works.
  const problems = watchConsole(page);
  // A mismatch is not an error: React renders again in the browser and entry-client warns of it.
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) mismatches.push(message.text());
  });
  await page.goto('/registration?utk=galant-essai');
  await hydrated(page);
  expect(mismatches).toEqual([]);
  // Where the HTML alone put the form, to the pixel: hydration moved nothing (Lighthouse CLS).
  expect(await page.getByTestId('registration-form').boundingBox()).toEqual(serverBox);
  // The link's token is kept for the payment step's return (docs/product.md#entities), as before.
  expect(await page.evaluate(() => localStorage.getItem('galant:signup:unique-token'))).toBe('"galant-essai"');
  await page.getByLabel('Adresse e\u2011mail').fill(newEmail());
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse-2026');
  await page.getByLabel(/conditions générales/).check();
  await page.getByLabel(/politique de confidentialité/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('payment-choice')).toBeVisible();
  // Signed in now: a reload is not the form again but the way to pay (this browser reads the account).
  await page.reload();
  await expect(page.getByTestId('payment-choice')).toBeVisible();
  await expect(page.getByTestId('registration-form')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a used address is refused on the field, with the message (docs/product.md#errors)', async ({ page }) => {
  const problems = watchConsole(page, [/status of 409/, /status of 400/]);
  await page.goto('/registration?utk=galant-essai');
  await hydrated(page);
  await page.getByLabel('Adresse e\u2011mail').fill('vip@galant.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse-2026');
  await page.getByLabel(/conditions générales/).check();
  await page.getByLabel(/politique de confidentialité/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('registration-error')).toHaveText(
    'Informations incorrectes ou un utilisateur existe déjà avec cette adresse e\u2011mail',
  );
  await expect(page.getByLabel('Adresse e\u2011mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ce champ a déjà été utilisé')).toBeVisible();
  expect(problems).toEqual([]);
});
