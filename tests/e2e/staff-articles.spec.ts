import { expect, test, type Page } from '@playwright/test';
import { signIn, type Account } from './support/accounts.ts';
import { axeViolations, hydrated, JOURNEY_SIZES, watchConsole } from './support/browser.ts';

/**
 * The editors' console (docs/product.md#publishing) in Chromium against the real server: the demo
 * editor creates an article, types, sees it saved by itself (« Enregistré à 14 h 02 »), publishes
 * it, and visitors find it on /articles; the list shows its state at desktop size.
 */

const EDITOR: Account = { email: 'redaction@galant.test', password: 'Galant-Redaction-2026' };
const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp';
// axe is injected as an inline script, which our CSP rightly refuses: bypass it for the audit only.
test.use({ bypassCSP: true });

async function openConsole(page: Page): Promise<void> {
  await page.goto('/staff/articles');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff%2Farticles$/);
  await signIn(page, EDITOR);
  await expect(page).toHaveURL(/\/staff\/articles$/);
  await hydrated(page);
  await expect(page.getByTestId('staff-article-list')).toBeVisible();
}

/** « Nouvel article », a title and a paragraph typed, saved by the autosave; returns the title. */
async function writeArticle(page: Page, name: string): Promise<string> {
  await page.getByTestId('article-create').click();
  await expect(page).toHaveURL(/\/staff\/articles\/[0-9a-f-]{36}$/);
  const title = `Oser le premier message ${name} ${Date.now()}`;
  await page.getByTestId('article-title').fill(title);
  const body = page.getByTestId('article-body-editor');
  await body.click();
  await page.keyboard.type('Un premier message court et sincère vaut mieux qu’un long discours.');
  await expect(page.getByTestId('save-state')).toHaveText(/^Enregistré à \d{2}\u00A0h\u00A0\d{2}$/, { timeout: 10_000 });
  return title;
}

for (const size of JOURNEY_SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });
    test.describe.configure({ timeout: 120_000 });

    test('the editor creates an article, it saves by itself, is published and readers find it on /articles', async ({ page, browser }) => {
      const problems = watchConsole(page);
      await openConsole(page);
      const title = await writeArticle(page, size.name);
      await expect(page.getByTestId('article-status')).toHaveText('brouillon');
      await page.screenshot({ path: `${SCREENSHOTS}/staff-article-editor-${size.name}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId('article-publish').click();
      await expect(page.getByTestId('article-status')).toHaveText('publié');
      await expect(page.getByText('L’article est publié.')).toBeVisible();

      const reader = await browser.newPage();
      await reader.goto('/articles');
      await expect(reader.getByRole('link', { name: title }).first()).toBeVisible();
      await reader.close();
      expect(problems).toEqual([]);
    });
  });
}

test('at desktop size a save over a newer version says who saved it, and the list shows each article’s state and filters by it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The 409 of the save over the newer version is the point of the step.
  const problems = watchConsole(page, [/status of 409/]);
  await openConsole(page);
  const title = await writeArticle(page, 'bureau');
  await page.screenshot({ path: `${SCREENSHOTS}/staff-article-editor-desktop.png`, fullPage: true });

  // A second tab saves a newer version; this one's next save is refused (409) and says who, then reloads theirs.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await hydrated(other);
  const theirTitle = `${title} (relu)`;
  await other.getByTestId('article-title').fill(theirTitle);
  await expect(other.getByTestId('save-state')).toHaveText(/^Enregistré à /, { timeout: 10_000 });
  await other.close();
  await page.getByTestId('article-body-editor').click();
  await page.keyboard.type(' Et sans fautes.');
  const conflict = page.getByTestId('article-conflict');
  await expect(conflict).toContainText(/^Modifié par Claire \(rédaction\) à \d{2}\u00A0h\u00A0\d{2}/, { timeout: 10_000 });
  await conflict.getByRole('button', { name: 'Recharger leur version' }).click();
  await expect(page.getByTestId('article-title')).toHaveValue(theirTitle);
  await expect(page.getByTestId('save-state')).toHaveText(/^Enregistré à /);

  await page.getByRole('link', { name: 'Tous les articles' }).click();
  await expect(page).toHaveURL(/\/staff\/articles$/);
  const row = page.getByTestId('staff-article-list').getByRole('listitem').filter({ hasText: theirTitle });
  await expect(row.getByTestId('article-status')).toHaveText('brouillon');
  await expect(row).toContainText('Membres');

  await page.getByTestId('articles-status').selectOption('published');
  await page.getByTestId('articles-q').fill(theirTitle);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Aucun article ne correspond.')).toBeVisible();
  await page.getByTestId('articles-status').selectOption('draft');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByTestId('staff-article-list').getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOTS}/staff-articles-list-desktop.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
