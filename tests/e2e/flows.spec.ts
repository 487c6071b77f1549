import { expect, test, type Page } from '@playwright/test';
import { flowsReportSchema, type FlowsReport } from '../../src/domain/flows.ts';
import { signIn, type Account } from './support/accounts.ts';
import { axeViolations, hydrated, watchConsole } from './support/browser.ts';
import { CARDS, NEXT_YEAR, register } from './support/signup.ts';

/**
 * Funnel counts in Chromium: a newcomer's journey (registration, card payment,
 * activation) is counted by the browser's machines and the server's lifecycles; the analyst then
 * reads the same numbers on /staff/flows as the API gives, the diagram's edges carrying them.
 */

const ANALYST: Account = { email: 'analyste@galant.test', password: 'Galant-Analyste-2026' };
// axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
test.use({ bypassCSP: true });

/**
 * Every label of the drawn diagram inside its box: for each state, each line of text within the
 * box's outline (its bounding box), as Chromium draws it. Returns the lines that are not.
 */
async function labelsOutsideBoxes(page: Page): Promise<string[]> {
  await expect(page.locator('[data-testid="flow-diagram"] g[data-state]').first()).toBeVisible();
  return page.locator('[data-testid="flow-diagram"]').evaluate((root) => {
    const outside: string[] = [];
    for (const node of Array.from(root.querySelectorAll<SVGGElement>('g[data-state]'))) {
      const shape = node.querySelector<SVGGraphicsElement>('path, polygon, ellipse');
      if (shape === null) continue;
      const box = shape.getBoundingClientRect();
      for (const text of Array.from(node.querySelectorAll<SVGTextElement>('text'))) {
        if ((text.textContent ?? '').trim() === '') continue;
        const line = text.getBoundingClientRect();
        const tolerance = 0.5;
        if (
          line.left < box.left - tolerance ||
          line.right > box.right + tolerance ||
          line.top < box.top - tolerance ||
          line.bottom > box.bottom + tolerance
        )
          outside.push(`${node.getAttribute('data-state') ?? ''}: « ${text.textContent ?? ''} »`);
      }
    }
    return outside;
  });
}

/** The flows an analyst reads first: each diagram's labels stay in their boxes. */
async function expectLabelsInsideBoxes(page: Page): Promise<void> {
  for (const flow of ['registration', 'payment', 'subscription', 'ticket']) {
    await page.getByTestId('flow-picker').selectOption(flow);
    await expect(page.locator('[data-testid="flow-diagram"] g[data-state]').first()).toBeVisible();
    expect(await labelsOutsideBoxes(page), flow).toEqual([]);
    // The entries are written in the box (never « · 1 » at the end of a label).
    expect(await page.locator('[data-testid="flow-diagram"] text[data-count]').first().textContent()).toMatch(/^\d[\d\u202F]* entrées?$/);
  }
}

/** /staff/flows as the analyst, and the report its page was given. */
async function openFlowsPage(page: Page): Promise<FlowsReport> {
  // Wait for the answer only once the new document is committed: an answer the previous page was
  // still waiting for belongs to a document that is gone (its body with it).
  await page.goto('/staff/flows', { waitUntil: 'commit' });
  const answer = await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/staff/flows');
  const report = flowsReportSchema.parse(await answer.json());
  await expect(page.getByTestId('funnel-table')).toBeVisible();
  return report;
}

test('a journey through Chromium is counted, and the analyst reads the counts on /staff/flows', async ({ browser }) => {
  // A registration, a payment and two audits: slow on a shared CI machine.
  test.setTimeout(180_000);
  const member = await browser.newPage();
  await register(member, `parcours.${Date.now()}@exemple.fr`);
  await member.getByRole('button', { name: 'Payer par carte ici' }).click();
  await expect(member).toHaveURL(/\/registration\/payment$/);
  await member.getByLabel('Prénom').fill('Paul');
  await member.getByLabel('Nom', { exact: true }).fill('Martin');
  await member.getByLabel('Titulaire de la carte').fill('Paul Martin');
  await member.getByLabel('Numéro de carte').pressSequentially(CARDS.success);
  // The expiry is one field (mm/aa) or two, as the card form has it.
  const expiry = member.getByLabel('Expiration (mm/aa)');
  if ((await expiry.count()) > 0) await expiry.pressSequentially(`12${NEXT_YEAR}`);
  else {
    await member.getByLabel('Mois (mm)').fill('12');
    await member.getByLabel('Année (aa)').fill(NEXT_YEAR);
  }
  await member.getByLabel('Cryptogramme (CVV)').fill('737');
  // The express request to begin the coaching at once (L221-25): required to pay.
  await member.getByRole('checkbox', { name: /commence dès mon paiement/ }).check();
  await member.getByRole('button', { name: /^Payer/ }).click();
  await expect(member).toHaveURL(/\/callback\/payment\?success=1/);
  await member.getByRole('button', { name: 'Continuer' }).click();
  await expect(member.getByTestId('activation-done')).toBeVisible({ timeout: 20_000 });
  // Leaving the page sends what the browser's machines counted (sendBeacon on pagehide).
  await member.close({ runBeforeUnload: true });

  const page = await browser.newPage();
  const problems = watchConsole(page);
  await page.goto('/login?redirect=%2Fstaff%2Fflows');
  await signIn(page, ANALYST);
  await expect(page).toHaveURL(/\/staff\/flows$/);
  await hydrated(page);

  // The beacon may land just after the first load: reload until the account's creation is counted.
  let report = await openFlowsPage(page);
  await expect(async () => {
    report = await openFlowsPage(page);
    expect(report.funnel.find((step) => step.id === 'registered')?.count ?? 0).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 20_000 });
  for (const id of ['paid', 'activated'] as const)
    expect(report.funnel.find((step) => step.id === id)?.count ?? 0).toBeGreaterThanOrEqual(1);

  // The page shows the API's numbers, step by step.
  for (const step of report.funnel) {
    await expect(page.locator(`[data-step="${step.id}"] [data-cell="count"]`)).toHaveText(
      new Intl.NumberFormat('fr-FR').format(step.count),
    );
  }
  // The subscription flow: the diagram's activation edge carries its count and is drawn wider.
  await page.getByTestId('flow-picker').selectOption('subscription');
  const subscription = report.flows.find((flow) => flow.flow === 'subscription');
  const activated = subscription?.transitions.find((transition) => transition.key === 'pending --subscription.activate--> trial');
  expect(activated?.count ?? 0).toBeGreaterThanOrEqual(1);
  const edge = page.locator(`[data-testid="flow-diagram"] g[data-transition="pending --subscription.activate--> trial"]`);
  await expect(edge).toHaveAttribute('data-count', String(activated?.count));
  expect(Number(await edge.locator('path').first().getAttribute('stroke-width'))).toBeGreaterThan(1);
  await expect(
    page.locator(`[data-testid="transitions-table"] tr[data-transition="pending --subscription.activate--> trial"] [data-cell="count"]`),
  ).toHaveText(String(activated?.count));

  // Compared with the period before: its column appears.
  await page.getByTestId('period-compare').check();
  await expect(page.getByTestId('funnel-table').getByRole('columnheader', { name: 'Période précédente' })).toBeVisible();
  await expect(page.getByTestId('period-summary')).toContainText('Période précédente');

  // The CSV of the same numbers.
  const download = page.waitForEvent('download');
  await page.getByTestId('csv-download').click();
  expect((await download).suggestedFilename()).toMatch(/^galant-parcours-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // Every state adds up on the page too: entries = exits + still there (nothing before the day).
  for (const state of subscription?.states ?? []) expect(state.atStart + state.count, state.state).toBe(state.exits + state.present);
  await expect(page.locator('[data-testid="states-table"] tr[data-state="pending"] [data-cell="count"]')).toHaveText(
    String(subscription?.states.find((state) => state.state === 'pending')?.count),
  );
  // The funnel is the signup path; cancellations have their table.
  await expect(page.locator('[data-testid="funnel-table"] tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('cancellations-table')).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectLabelsInsideBoxes(page);
  await page.getByTestId('flow-picker').selectOption('subscription');
  await page.screenshot({ path: 'test-results/flows-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await expectLabelsInsideBoxes(page);
  await page.screenshot({ path: 'test-results/flows-mobile.png', fullPage: true });
  expect(problems).toEqual([]);
});

test('an analyst lands on /staff/flows after signing in, and the header links it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, ANALYST);
  await expect(page).toHaveURL(/\/staff\/flows$/);
  await expect(page.getByTestId('funnel-table')).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Parcours', exact: true });
  await expect(link).toHaveAttribute('href', '/staff/flows');
  await page.goto('/');
  await link.click();
  await expect(page).toHaveURL(/\/staff\/flows$/);
  // At 375 px, in the menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(link).toBeVisible();
});

test('a member has no analysts’ link', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'membre@galant.test', password: 'Galant-Membre-2026' });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Parcours', exact: true })).toHaveCount(0);
});

test('the page is for analysts: a member is sent away', async ({ page }) => {
  await page.goto('/login?redirect=%2Fstaff%2Fflows');
  await signIn(page, { email: 'membre@galant.test', password: 'Galant-Membre-2026' });
  await expect(page).not.toHaveURL(/\/staff\/flows/);
  await page.goto('/staff/flows');
  await expect(page.getByTestId('funnel-table')).toHaveCount(0);
});
