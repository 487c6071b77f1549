import { expect, test, type Browser } from '@playwright/test';
import { MEMBER, signIn, signInToStaffConsole, VIP } from './support/accounts.ts';
import { hydrated, watchConsole } from './support/browser.ts';
import { mailedLinks, sitePath } from './support/outbox.ts';
import { becomeVip } from './support/signup.ts';

/**
 * The coaching space in Chromium against the real server: a newcomer becomes VIP through
 * the signup funnel, chooses a nickname in the dialog (coachingProfile machine), opens a discussion
 * (newTicket), the demo coach answers from /staff, the member reads "Coach Sarah" and the reply
 * (ticketThread), and the e-mail links to /coaching/<uid>. A member without VIP is sent to /.
 */

const SHOTS = '/tmp/galant-coaching';

let counter = 0;
const newEmail = () => `vip.${Date.now()}.${(counter += 1)}@exemple.fr`;

async function coachAnswers(browser: Browser, title: string, answer: string): Promise<string[]> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const staff = await context.newPage();
  const problems = watchConsole(staff);
  await signInToStaffConsole(staff);
  await hydrated(staff);
  const item = staff.getByTestId('ticket-item').filter({ hasText: title });
  await expect(item).toContainText('Coaching');
  await expect(item).toContainText('Maxime');
  await item.click();
  await expect(staff.getByTestId('ticket-title')).toHaveText(title);
  await staff.getByLabel('Votre réponse au contact').fill(answer);
  await staff.getByRole('button', { name: 'Envoyer' }).click();
  await expect(staff.getByTestId('message')).toHaveCount(2);
  await expect(staff.getByTestId('message').last()).toContainText('Coach Sarah');
  await staff.screenshot({ path: `${SHOTS}/staff-coaching-ticket.png`, fullPage: true });
  await context.close();
  return problems;
}

test('a new VIP member chooses a nickname, opens a discussion, and reads the coach’s answer', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const email = newEmail();
  await becomeVip(page, email);

  // The header shows "Coaching" to VIP members.
  await page.getByRole('banner').getByRole('link', { name: 'Coaching' }).click();
  await expect(page).toHaveURL(/\/coaching$/);
  await hydrated(page);

  // No name yet: the dialog asks for one before the first discussion (docs/product.md#routes, docs/product.md#validation name rule).
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Comment votre coach doit-il vous appeler\u202F?');
  await page.screenshot({ path: `${SHOTS}/nickname-dialog.png`, fullPage: true });
  const nickname = dialog.getByLabel('Prénom ou pseudo');
  await expect(nickname).toBeFocused();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(nickname).toHaveAccessibleDescription(/Ce champ est obligatoire/);
  await nickname.fill('Max1me!');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/nickname-dialog-error.png`, fullPage: true });
  await nickname.fill('Maxime');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon coaching');
  await expect(page.getByTestId('nickname')).toContainText('Les coachs vous appellent « Maxime ».');
  await expect(page.getByTestId('ticket-list')).toContainText('Vous n’avez pas encore de discussion avec un coach.');
  await page.screenshot({ path: `${SHOTS}/coaching-empty.png`, fullPage: true });

  // A new discussion: a subject and a message only.
  await page.getByTestId('new-discussion-link').click();
  await expect(page).toHaveURL(/\/coaching\/new-discussion$/);
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Catégorie (facultatif)')).toHaveCount(0);
  await expect(page.getByLabel('Adresse e\u2011mail')).toHaveCount(0);
  const title = `Premier rendez-vous ${counter}`;
  await page.getByLabel('Sujet').fill(title);
  await page
    .getByLabel('Votre message')
    .fill('Bonjour, je la vois samedi pour un premier verre : des conseils pour ne pas être trop nerveux ?');
  await page.screenshot({ path: `${SHOTS}/new-discussion.png`, fullPage: true });
  await page.getByRole('button', { name: 'Envoyer à un coach' }).click();
  await expect(page).toHaveURL(/\/coaching\/[0-9a-f-]{36}$/);
  const discussion = new URL(page.url()).pathname;
  await expect(page.getByTestId('ticket-title')).toHaveText(title);
  await expect(page.getByTestId('ticket-status')).toHaveText('En cours');
  await expect(page.getByTestId('message')).toHaveCount(1);
  // The member's own message shows their nickname.
  await expect(page.getByTestId('message').first()).toContainText('Maxime');

  // The coach answers from the staff console.
  const staffProblems = await coachAnswers(
    browser,
    title,
    'Bonjour Maxime, proposez un lieu que vous connaissez bien : vous serez plus à l’aise.',
  );

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('message')).toHaveCount(2);
  const answer = page.getByTestId('message').last();
  await expect(answer).toHaveAttribute('data-author', 'staff');
  await expect(answer).toContainText('Coach Sarah');
  await expect(answer).toContainText('Coach');
  await expect(answer).toContainText('proposez un lieu que vous connaissez bien');
  await page.screenshot({ path: `${SHOTS}/discussion-answered.png`, fullPage: true });

  // The member answers back.
  await page.getByLabel('Votre réponse').fill('Merci, je vais proposer le bar de mon quartier.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('message')).toHaveCount(3);
  await expect(page.getByTestId('message').last()).toContainText('Maxime');

  // The e-mail of the answer links to the discussion's page (signed in, no token).
  await expect.poll(async () => (await mailedLinks(request, email)).filter((link) => link.includes('/coaching/')).length).toBe(2);
  for (const link of (await mailedLinks(request, email)).filter((href) => href.includes('/coaching/'))) {
    expect(sitePath(link)).toBe(discussion);
  }

  // Back to the list: the discussion with its status.
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/coaching$/);
  const item = page.getByTestId('ticket-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await expect(item.getByTestId('ticket-status')).toHaveText('En cours');
  await page.screenshot({ path: `${SHOTS}/coaching-list.png`, fullPage: true });

  // The name is editable from /account too (same metadata).
  await page.goto('/account');
  await hydrated(page);
  await expect(page.getByLabel('Nom d’affichage')).toHaveValue('Maxime');

  expect(problems).toEqual([]);
  expect(staffProblems).toEqual([]);
});

test('a named VIP member gets no dialog and may change the name; a member without VIP is sent to /', async ({ page, browser }) => {
  const problems = watchConsole(page);
  // Anonymous: sign in first, then back to the coaching space.
  await page.goto('/coaching');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcoaching$/);
  await signIn(page, VIP);
  await expect(page).toHaveURL(/\/coaching$/);
  await hydrated(page);
  await expect(page.getByTestId('nickname')).toContainText('« Julien »');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog').getByLabel('Prénom ou pseudo')).toHaveValue('Julien');
  await page.getByRole('button', { name: 'Plus tard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('nickname')).toContainText('« Julien »');
  expect(problems).toEqual([]);

  // docs/product.md#routes "The unauthorized fallback for coaching is the index page", and no "Coaching" in the header.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const member = await context.newPage();
  await member.goto('/login');
  await signIn(member, MEMBER);
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(member.getByRole('banner').getByRole('link', { name: 'Coaching' })).toHaveCount(0);
  await member.goto('/coaching');
  await expect(member).toHaveURL(/\/$/);
  await member.goto('/coaching/new-discussion');
  await expect(member).toHaveURL(/\/$/);
  const response = await member.request.get('/coaching/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/');
  await context.close();
});
