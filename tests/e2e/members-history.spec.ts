import { expect, test, type Browser, type Page } from '@playwright/test';
import { MEMBER, signIn, signInToStaffConsole, VIP, type Account } from './support/accounts.ts';
import { hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';

/**
 * Members see their own history (docs/decisions/0036-members-own-tickets-and-unread-answers.md):
 * a signed-in member reaches « Mes demandes » without an e-mailed link, and his lists (support
 * requests, coaching discussions) mark an answer he has not opened yet; opening it clears the mark.
 * Desktop and 375 px.
 */

const SHOTS = '/tmp/galant-members-history';
let counter = 0;
const unique = (label: string) => `${label} ${Date.now()}-${(counter += 1)}`;

async function signedIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The demo coach answers the ticket titled `title` from the staff console, in a context of its own. */
async function coachAnswers(browser: Browser, title: string, answer: string): Promise<void> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const staff = await context.newPage();
  await signInToStaffConsole(staff);
  await hydrated(staff);
  await staff.getByTestId('ticket-item').filter({ hasText: title }).click();
  await expect(staff.getByTestId('ticket-title')).toHaveText(title);
  await staff.getByLabel('Votre réponse au contact').fill(answer);
  await staff.getByRole('button', { name: 'Envoyer' }).click();
  await expect(staff.getByTestId('message')).toHaveCount(2);
  await context.close();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const size of JOURNEY_SIZES) {
  test.describe(`a member’s own history (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('« Mes demandes » lists a signed-in member’s requests without a link, and marks an unread answer', async ({ page, browser }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      await signedIn(page, MEMBER);
      await page.goto('/contact');
      await hydrated(page);
      await page.getByRole('main').getByRole('link', { name: 'Mes demandes', exact: true }).click();
      // No detour by /contact/link: the session lists his requests.
      await expect(page).toHaveURL(/\/contact\/tickets$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes demandes');

      const title = unique('Facture introuvable');
      await page.getByRole('tab', { name: 'Nouvelle demande' }).click();
      await expect(page.getByLabel('Adresse e\u2011mail')).toHaveCount(0);
      await page.getByLabel('Objet').fill(title);
      await page.getByLabel('Message').fill('Bonjour, je ne trouve pas ma facture du mois dernier.');
      await page.getByRole('button', { name: /Envoyer/ }).click();
      await expect(page.getByTestId('ticket-sent')).toBeVisible();
      await page.getByRole('tab', { name: 'Toutes mes demandes' }).click();
      const item = page.getByTestId('ticket-item').filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item.getByTestId('unread-mark')).toHaveCount(0);

      await coachAnswers(browser, title, 'Bonjour, vous la trouverez dans votre espace, rubrique « Mon abonnement ».');
      await page.reload();
      await hydrated(page);
      await expect(page).toHaveURL(/\/contact\/tickets$/);
      await page.getByRole('tab', { name: 'Toutes mes demandes' }).click();
      await expect(item.getByTestId('unread-mark')).toHaveText('Nouvelle réponse');
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/tickets-unread-${size.name}.png`, fullPage: true });

      // Opening it (by session, no token) shows the answer and clears the mark.
      await item.click();
      await expect(page).toHaveURL(/\/contact\/tickets\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('message')).toHaveCount(2);
      await expect(page.getByTestId('message').last()).toContainText('rubrique');
      await page.getByTestId('back-link').click();
      await expect(page).toHaveURL(/\/contact\/tickets$/);
      await page.getByRole('tab', { name: 'Toutes mes demandes' }).click();
      await expect(item).toBeVisible();
      await expect(item.getByTestId('unread-mark')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('the coaching list marks a discussion a coach answered until the member reads it', async ({ page, browser }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      await signedIn(page, VIP);
      await page.goto('/coaching/new-discussion');
      await hydrated(page);
      const title = unique('Deuxième rendez-vous');
      await page.getByLabel('Sujet').fill(title);
      await page.getByLabel('Votre message').fill('Bonjour, où l’emmener pour un deuxième rendez-vous ?');
      await page.getByRole('button', { name: 'Envoyer à un coach' }).click();
      await expect(page).toHaveURL(/\/coaching\/[0-9a-f-]{36}$/);

      await page.goto('/coaching');
      await hydrated(page);
      const item = page.getByTestId('ticket-item').filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item.getByTestId('unread-mark')).toHaveCount(0);

      await coachAnswers(browser, title, 'Bonjour Julien, une balade suivie d’un café : simple et détendu.');
      await page.reload();
      await hydrated(page);
      await expect(item.getByTestId('unread-mark')).toHaveText('Nouvelle réponse de votre coach');
      await expect(item).toHaveAttribute('data-unread', 'true');
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/coaching-unread-${size.name}.png`, fullPage: true });

      await item.click();
      await expect(page.getByTestId('message')).toHaveCount(2);
      await expect(page.getByTestId('message').last()).toContainText('Coach Sarah');
      await page.getByTestId('back-link').click();
      await expect(page).toHaveURL(/\/coaching$/);
      await expect(item).toBeVisible();
      await expect(item.getByTestId('unread-mark')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
}
