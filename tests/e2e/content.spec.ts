import { mkdirSync } from 'node:fs';
import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import { VIP } from './support/accounts.ts';
import { hydrated, watchConsole } from './support/browser.ts';

/**
 * Content pages in Chromium against the real server and its demo content (docs/product.md#routes /, /articles,
 * /article, /about): filters, load more, empty result, paywall, copy link, server rendering.
 * Expectations are read from the API, so they follow the demo content rather than restate it.
 */

const ARTIFACTS = 'tests/artifacts';

interface Summary {
  uid: string;
  title: string;
  categories: { uid: string; name: string }[];
}
interface Paged<T> {
  payload: T[];
  page: { hasNextPage: boolean; endCursor: string | null };
}
interface Named {
  uid: string;
  name: string;
}
interface Article extends Summary {
  excerpt: string;
  content: string;
  restricted: boolean;
  mainImage: { url: string };
}

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function listAll<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Paged<T> = await getJson<Paged<T>>(request, cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);
    items.push(...page.payload);
    cursor = page.page.hasNextPage ? page.page.endCursor : null;
  } while (cursor);
  return items;
}

/** The newest articles for a query, as /articles lists them (newest first). */
function articles(request: APIRequestContext, query = ''): Promise<Paged<Summary>> {
  return getJson<Paged<Summary>>(request, `/api/content/articles?sort=date&order=desc${query}`);
}

/** Text of the paragraphs of some HTML, to look for them in a page. */
function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p>([^<]{40,})/g)].map((match) => match[1]?.slice(0, 60) ?? '').filter(Boolean);
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A member's token, from a context of its own: the session cookie it sets must not sign in the test's requests. */
async function signInToken(): Promise<string> {
  const member = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await member.post('/api/auth_check', { data: { identifier: VIP.email, password: VIP.password } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  } finally {
    await member.dispose();
  }
}

const cards = (page: Page) => page.getByTestId('article-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();

test.describe('server rendering', () => {
  test('an article page is in the HTML before any script: title, Open Graph tags and the teaser only', async ({ request }) => {
    const [latest] = (await articles(request)).payload;
    if (!latest) throw new Error('no demo article');
    const teaser = await getJson<Article>(request, `/api/content/articles/${latest.uid}`);
    const full = await getJson<Article>(request, `/api/content/articles/${latest.uid}`, await signInToken());
    expect(teaser.restricted).toBe(true);
    expect(full.restricted).toBe(false);

    const response = await request.get(`/article/${latest.uid}`);
    expect(response.status()).toBe(200);
    const html = decodeEntities(await response.text());
    expect(html).toContain(`<title>Galant – ${latest.title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="Galant – ${latest.title}">`);
    expect(html).toContain(`<meta property="og:description" content="${teaser.excerpt}">`);
    // Open Graph wants absolute URLs: built from SITE_URL (http://localhost:<port> here).
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/images\/content\/articles\/[^"]+">/);
    expect(html).toContain(`${teaser.mainImage.url}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${latest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    for (const text of paragraphs(teaser.content)) expect(html).toContain(text);
    // The members' part of the text never reaches an anonymous reader, not even in the page data.
    const membersOnly = paragraphs(full.content).filter((text) => !teaser.content.includes(text));
    expect(membersOnly.length).toBeGreaterThan(0);
    for (const text of membersOnly) expect(html).not.toContain(text);
    expect(html).toContain('data-testid="paywall"');
  });

  test('/articles and the home strip are rendered by the server; /article alone leads to the list', async ({ request }) => {
    const first = await articles(request);
    const list = decodeEntities(await (await request.get('/articles')).text());
    expect(list).toContain('<title>Galant – Articles</title>');
    for (const article of first.payload) expect(list).toContain(article.title);

    const home = decodeEntities(await (await request.get('/')).text());
    expect(home).toContain('data-testid="latest-articles"');
    for (const article of first.payload.slice(0, 3)) expect(home).toContain(article.title);

    const bare = await request.get('/article', { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers()['location']).toBe('/articles');
  });

  test('an unknown article answers the 404 screen', async ({ page }) => {
    const response = await page.goto('/article/cet-article-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  });

  test('about and terms of service come from the content pages', async ({ page, request }) => {
    const problems = watchConsole(page);
    for (const uid of ['about', 'terms-of-service']) {
      const content = await getJson<{ title: string; description: string }>(request, `/api/content/pages/${uid}`);
      await page.goto(`/${uid}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
      await expect(page.getByTestId('content-page').getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});

test.describe('/articles', () => {
  test('lists the newest articles and loads the next page on demand until there is no more', async ({ page, request }) => {
    const problems = watchConsole(page);
    const first = await articles(request);
    expect(first.page.hasNextPage).toBe(true);
    const second = await articles(request, `&cursor=${encodeURIComponent(first.page.endCursor ?? '')}`);

    await page.goto('/articles');
    await hydrated(page);
    expect(await cardTitles(page)).toEqual(first.payload.map((article) => article.title));

    await page.getByRole('button', { name: 'Charger plus d’articles' }).click();
    await expect(cards(page)).toHaveCount(first.payload.length + second.payload.length);
    expect(await cardTitles(page)).toEqual([...first.payload, ...second.payload].map((article) => article.title));
    // Still the same list page: loading more is not a navigation.
    await expect(page).toHaveURL(/\/articles$/);

    // Read to the end: the button gives way to the end message.
    const total = (await listAll<Summary>(request, '/api/content/articles')).length;
    const more = page.getByRole('button', { name: 'Charger plus d’articles' });
    while ((await cards(page).count()) < total) {
      const before = await cards(page).count();
      await more.click();
      await expect(cards(page)).not.toHaveCount(before);
    }
    await expect(page.getByTestId('pager')).toHaveAttribute('data-state', 'complete');
    await expect(more).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('filters by category in a panel: apply shows the filtered list at a shareable URL, cancel changes nothing', async ({
    page,
    request,
  }) => {
    const categories = await listAll<Named>(request, '/api/content/categories');
    const category = categories[0];
    if (!category) throw new Error('no demo category');
    const expected = await articles(request, `&categories=${category.uid}`);

    await page.goto('/articles');
    await hydrated(page);

    // Cancel: the choice is dropped, the list and the URL stay.
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrer les articles' });
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: category.name }).click();
    await panel.getByRole('button', { name: 'Annuler' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/articles$/);

    // Apply.
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(panel.getByRole('checkbox', { name: category.name })).not.toBeChecked();
    await panel.getByRole('checkbox', { name: category.name }).click();
    await expect(panel.getByRole('checkbox', { name: category.name })).toBeChecked();
    await panel.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(new RegExp(`/articles\\?categories=${category.uid}$`));
    await expect.poll(() => cardTitles(page)).toEqual(expected.payload.map((article) => article.title));
    await expect(page.getByTestId('active-filters').getByRole('button', { name: `Retirer le filtre « ${category.name} »` })).toBeVisible();

    // The URL is the list: opened directly (server-rendered), it shows the same.
    await page.goto(`/articles?categories=${category.uid}`);
    await hydrated(page);
    expect(await cardTitles(page)).toEqual(expected.payload.map((article) => article.title));

    // Removing the filter shows every article again.
    await page.getByRole('button', { name: `Retirer le filtre « ${category.name} »` }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
  });

  test('filters by author and tag together; "clear all" in the panel empties the choice', async ({ page, request }) => {
    const [authors, tags] = await Promise.all([
      listAll<Named>(request, '/api/content/authors'),
      listAll<Named>(request, '/api/content/tags'),
    ]);
    const author = authors[0];
    const tag = tags[0];
    if (!author || !tag) throw new Error('no demo author or tag');
    const expected = await articles(request, `&authors=${author.uid}&tags=${tag.uid}`);

    await page.goto('/articles');
    await hydrated(page);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrer les articles' });
    await panel.getByRole('button', { name: 'Auteurs' }).click();
    await panel.getByRole('checkbox', { name: author.name }).click();
    await panel.getByRole('button', { name: 'Tout effacer' }).click();
    await expect(panel.getByRole('checkbox', { name: author.name })).not.toBeChecked();
    await panel.getByRole('checkbox', { name: author.name }).click();
    await panel.getByRole('button', { name: 'Mots-clés' }).click();
    await panel.getByRole('checkbox', { name: tag.name, exact: true }).click();
    await panel.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(`/articles?authors=${author.uid}&tags=${tag.uid}`);
    if (expected.payload.length === 0) await expect(page.getByTestId('empty-result')).toBeVisible();
    else await expect.poll(() => cardTitles(page)).toEqual(expected.payload.map((article) => article.title));
  });

  test('a filter that matches nothing says so, and "clear all" brings every article back', async ({ page, request }) => {
    // A category and an author that never meet in the demo content.
    const [categories, authors] = await Promise.all([
      listAll<Named>(request, '/api/content/categories'),
      listAll<Named>(request, '/api/content/authors'),
    ]);
    let empty: { category: Named; author: Named } | null = null;
    search: for (const category of categories) {
      for (const author of authors) {
        if ((await articles(request, `&categories=${category.uid}&authors=${author.uid}`)).payload.length === 0) {
          empty = { category, author };
          break search;
        }
      }
    }
    if (!empty) throw new Error('every category and author meet in the demo content: no empty combination to show');

    await page.goto(`/articles?categories=${empty.category.uid}&authors=${empty.author.uid}`);
    await hydrated(page);
    await expect(page.getByTestId('empty-result')).toContainText('Aucun article ne correspond à votre recherche.');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId('pager')).toHaveCount(0);

    await page.getByTestId('empty-result').getByRole('button', { name: 'Tout effacer' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(cards(page)).toHaveCount((await articles(request)).payload.length);
  });
});

test.describe('/article', () => {
  test('an anonymous reader gets the teaser and an invitation; signed in, the full article', async ({ page, request }) => {
    const problems = watchConsole(page);
    const [latest] = (await articles(request)).payload;
    if (!latest) throw new Error('no demo article');
    const full = await getJson<Article>(request, `/api/content/articles/${latest.uid}`, await signInToken());
    const membersOnly = paragraphs(full.content).map(decodeEntities);

    await page.goto(`/article/${latest.uid}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
    await expect(page).toHaveTitle(`Galant – ${latest.title}`);
    await expect(page.getByTestId('article')).toHaveAttribute('data-restricted', 'true');
    const paywall = page.getByTestId('paywall');
    await expect(paywall).toContainText('La suite de cet article est réservée aux membres');
    await expect(paywall.getByRole('link', { name: 'S’inscrire' })).toBeVisible();
    // No breadcrumbs on an article (docs/product.md#routes).
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveCount(0);

    // Sign in from the invitation: back on the article, now in full.
    await paywall.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/article/${latest.uid}`)}`);
    await page.getByLabel('Adresse e\u2011mail').fill(VIP.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(VIP.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`/article/${latest.uid}`);
    await expect(page.getByTestId('article')).toHaveAttribute('data-restricted', 'false');
    await expect(page.getByTestId('paywall')).toHaveCount(0);
    const body = page.getByTestId('article-body');
    for (const text of membersOnly) await expect(body).toContainText(text);

    // A reload is rendered by the server for the member: still the full text.
    const html = decodeEntities(await (await page.request.get(`/article/${latest.uid}`)).text());
    for (const text of membersOnly) expect(html).toContain(text);
    expect(html).not.toContain('data-testid="paywall"');
    expect(problems).toEqual([]);
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copy link puts the article address in the clipboard and says so', async ({ page, request, baseURL }) => {
      const [latest] = (await articles(request)).payload;
      if (!latest) throw new Error('no demo article');
      await page.goto(`/article/${latest.uid}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Copier le lien' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Le lien de l’article a été copié.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/article/${latest.uid}`);
    });
  });

  test('opening an article from the list, then a related article, keeps titles in step', async ({ page, request }) => {
    const problems = watchConsole(page);
    const [latest] = (await articles(request)).payload;
    if (!latest) throw new Error('no demo article');
    const related = await getJson<Paged<Summary>>(request, `/api/content/articles/related/${latest.uid}?length=3`);

    await page.goto('/articles');
    await hydrated(page);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/article/${latest.uid}`);
    await expect(page).toHaveTitle(`Galant – ${latest.title}`);
    const relatedSection = page.getByRole('region', { name: 'À lire aussi' });
    expect(await relatedSection.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
      related.payload.map((article) => article.title),
    );

    const next = related.payload[0];
    if (next) {
      await relatedSection.getByRole('link', { name: next.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
      await expect(page).toHaveTitle(`Galant – ${next.title}`);
    }
    expect(problems).toEqual([]);
  });
  test('an article opened from the bottom of the list starts at its top; back returns to the same place', async ({ page, request }) => {
    const first = await articles(request);
    const last = first.payload.at(-1);
    if (!last) throw new Error('no demo article');
    await page.goto('/articles');
    await hydrated(page);
    const card = cards(page).last();
    await card.scrollIntoViewIfNeeded();
    const listScroll = await page.evaluate(() => window.scrollY);
    expect(listScroll).toBeGreaterThan(500);
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/articles$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
  });
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('/articles, its filter panel and an article have no serious or critical axe violation', async ({ page, request }) => {
    const [latest] = (await articles(request)).payload;
    const audit = async () => {
      await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
      return page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> };
          }
        ).axe;
        const result = await axe.run(document);
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
      });
    };
    await page.goto('/articles');
    await hydrated(page);
    expect(await audit()).toEqual([]);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await audit()).toEqual([]);
    await page.goto(`/article/${latest?.uid ?? ''}`);
    await hydrated(page);
    expect(await audit()).toEqual([]);
  });
});

test('screenshots of /articles and an article at 375 px and 1280 px wide', async ({ page, request }) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const [latest] = (await articles(request)).payload;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['articles', '/articles'],
      ['article', `/article/${latest?.uid ?? ''}`],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});
