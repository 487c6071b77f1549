import { expect, test, type Page } from '@playwright/test';
import { signIn, VIP } from './support/accounts.ts';
import { hydrated, watchConsole } from './support/browser.ts';

/**
 * Dates and money in Chromium (decision 0042): the public pages shown at start-up and the registration page
 * show the texts the server wrote and make no Intl formatter while they load (the first one loads the
 * browser's locale data, a long task); a page that formats on both sides hydrates without a mismatch.
 */

interface Summary {
  uid: string;
  date: string;
  displayDate: string;
}

const parisDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** Counts the Intl formatters the page makes, from before its first script. */
async function countFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made = { count: 0 };
    Object.defineProperty(window, '__formatters', { value: made });
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      Intl[name] = new Proxy(Intl[name], {
        construct(target, args: unknown[]) {
          made.count += 1;
          return Reflect.construct(target, args) as object;
        },
      }) as never;
    }
  });
}

const formattersMade = (page: Page) => page.evaluate(() => (window as unknown as { __formatters: { count: number } }).__formatters.count);

/** React's hydration mismatch is reported as this warning (src/app/entry-client.tsx). */
function watchHydration(page: Page): string[] {
  const recovered: string[] = [];
  page.on('console', (message) => {
    if (/Hydration recovered/.test(message.text())) recovered.push(message.text());
  });
  return recovered;
}

test('home, the article list and an article show each date in French, Paris time, and make no formatter while they load', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const recovered = watchHydration(page);
  await countFormatters(page);
  const list = (await (await request.get('/api/content/articles')).json()) as { payload: Summary[] };
  for (const article of list.payload) expect(article.displayDate).toBe(parisDate.format(new Date(article.date)));
  const [first] = list.payload;
  if (!first) throw new Error('the demo data has no article');

  for (const path of ['/', '/articles', `/article/${first.uid}`]) {
    await page.goto(path);
    await hydrated(page);
    const times = page.locator('main time');
    await expect(times.first()).toBeVisible();
    for (const time of await times.all()) {
      const iso = (await time.getAttribute('datetime')) ?? '';
      await expect(time).toContainText(parisDate.format(new Date(iso)));
    }
    expect(await formattersMade(page), path).toBe(0);
  }
  expect(problems).toEqual([]);
  expect(recovered).toEqual([]);
});

test('the registration page shows the formula’s amounts written by the server and makes no formatter while it loads', async ({ page }) => {
  const problems = watchConsole(page);
  const recovered = watchHydration(page);
  await countFormatters(page);
  await page.goto('/registration?utk=galant-essai');
  await hydrated(page);
  await expect(page.getByTestId('formula-summary')).toContainText('Essai de 7 jours pour 1,00\u00a0€');
  await expect(page.getByTestId('formula-summary')).toContainText('29,90\u00a0€');
  expect(await formattersMade(page)).toBe(0);
  expect(problems).toEqual([]);
  expect(recovered).toEqual([]);
});

test('the subscription page, formatted by the server and again by the browser, hydrates without a mismatch', async ({ page }) => {
  const problems = watchConsole(page);
  const recovered = watchHydration(page);
  await page.goto('/login');
  await signIn(page, VIP);
  await expect(page).not.toHaveURL(/\/login/);
  // A fresh load: the server renders the page and the browser hydrates it.
  await page.goto('/account/subscription');
  await hydrated(page);
  await expect(page.getByTestId('next-payment')).toHaveText(/^29,90\u00a0€ le \d{1,2} [a-zéû]+ \d{4}$/);
  expect(problems).toEqual([]);
  expect(recovered).toEqual([]);
});
