import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countWords, demoContent } from '../../server/db/seed/content/index.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const { authors, categories, tags, articles, pages } = demoContent;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function paragraphCount(html: string): number {
  return html.match(/<p>/g)?.length ?? 0;
}

/** Every opening tag of an HTML fragment, with its attributes. */
function openingTags(html: string): { name: string; attributes: string }[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: (match[2] ?? '').trim(),
  }));
}

function imageFile(url: string): string {
  return join(PUBLIC_DIR, url);
}

describe('demo content', () => {
  it('has enough of everything', () => {
    expect(articles.length).toBeGreaterThanOrEqual(40);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(authors.length).toBeGreaterThanOrEqual(4);
    expect(tags.length).toBeGreaterThanOrEqual(10);
    expect(pages.map((page) => page.uid).sort()).toEqual(['about', 'terms-of-service']);
  });

  it('has unique, slug-shaped uids in every collection', () => {
    for (const collection of [authors, categories, tags, articles, pages]) {
      const uids = collection.map((item) => item.uid);
      expect(duplicates(uids)).toEqual([]);
      for (const uid of uids) expect(uid).toMatch(SLUG);
    }
    expect(duplicates(articles.map((article) => article.title))).toEqual([]);
  });

  it('references only existing authors, categories and tags', () => {
    const authorUids = new Set(authors.map((author) => author.uid));
    const categoryUids = new Set(categories.map((category) => category.uid));
    const tagUids = new Set(tags.map((tag) => tag.uid));
    for (const article of articles) {
      expect(authorUids, article.uid).toContain(article.author);
      expect(article.categories.length, article.uid).toBeGreaterThanOrEqual(1);
      expect(article.categories.length, article.uid).toBeLessThanOrEqual(2);
      expect(article.tags.length, article.uid).toBeGreaterThanOrEqual(2);
      expect(article.tags.length, article.uid).toBeLessThanOrEqual(4);
      expect(duplicates(article.categories)).toEqual([]);
      expect(duplicates(article.tags)).toEqual([]);
      for (const category of article.categories) expect(categoryUids, article.uid).toContain(category);
      for (const tag of article.tags) expect(tagUids, article.uid).toContain(tag);
    }
    // Every author, category and tag is used, so no filter shows an empty list.
    expect(new Set(articles.map((article) => article.author))).toEqual(authorUids);
    expect(new Set(articles.flatMap((article) => article.categories))).toEqual(categoryUids);
    expect(new Set(articles.flatMap((article) => article.tags))).toEqual(tagUids);
  });

  it('ships every image in the repository, small and free of text or script', () => {
    const images = [...articles.map((article) => article.mainImage), ...authors.map((author) => author.avatar)];
    for (const image of images) {
      expect(image.url).toMatch(/^\/images\/content\/(articles|authors)\/[a-z0-9-]+\.svg$/);
      expect(image.alt.length, image.url).toBeGreaterThan(10);
      const file = imageFile(image.url);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg).not.toMatch(/<(text|script|image|foreignObject)\b|\son[a-z]+\s*=|href=/i);
    }
    for (const article of articles) {
      expect(article.mainImage.url).toBe(`/images/content/articles/${article.uid}.svg`);
      expect([article.mainImage.width, article.mainImage.height]).toEqual([1200, 675]);
    }
    for (const author of authors) expect([author.avatar.width, author.avatar.height]).toEqual([400, 400]);
  });

  it('gives each article a teaser that is exactly the first paragraph of its body', () => {
    for (const article of articles) {
      expect(article.teaser, article.uid).toMatch(/^<p>(?:(?!<\/?p>)[\s\S])+<\/p>$/);
      expect(article.body.startsWith(article.teaser), article.uid).toBe(true);
    }
  });

  it('writes real articles: several paragraphs, a subheading, 300 to 650 words', () => {
    for (const article of articles) {
      expect(paragraphCount(article.body), article.uid).toBeGreaterThanOrEqual(4);
      expect(article.body, article.uid).toMatch(/<h2>/);
      const words = countWords(article.body);
      expect(words, article.uid).toBeGreaterThanOrEqual(300);
      expect(words, article.uid).toBeLessThanOrEqual(650);
      expect(article.readingMinutes, article.uid).toBe(Math.max(1, Math.ceil(words / 200)));
      expect(article.title.length, article.uid).toBeGreaterThan(5);
      expect(article.excerpt.length, article.uid).toBeGreaterThan(40);
      expect(article.body, article.uid).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('dates every article with a valid ISO date between January 2025 and November 2026', () => {
    for (const article of articles) {
      expect(article.date, article.uid).toMatch(ISO_DATE_TIME);
      const date = new Date(article.date);
      expect(Number.isNaN(date.getTime()), article.uid).toBe(false);
      expect(date.toISOString(), article.uid).toBe(article.date);
      expect(article.date >= '2025-01-01' && article.date < '2026-12-01', article.uid).toBe(true);
    }
    // Listed newest first.
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every article a distinct integer menu position', () => {
    const positions = articles.map((article) => article.menuOrder);
    for (const position of positions) expect(Number.isInteger(position)).toBe(true);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('uses only simple tags, internal links to existing filters, and no script anywhere', () => {
    expect(JSON.stringify(demoContent)).not.toMatch(/<script|javascript:|\son[a-z]+\s*=/i);
    const categoryUids = new Set(categories.map((category) => category.uid));
    const tagUids = new Set(tags.map((tag) => tag.uid));
    const documents = [
      ...articles.map((article) => ({ id: article.uid, html: article.body, isArticle: true })),
      ...pages.map((page) => ({ id: page.uid, html: page.content, isArticle: false })),
    ];
    for (const { id, html, isArticle } of documents) {
      for (const { name, attributes } of openingTags(html)) {
        expect(ALLOWED_TAGS, `${id}: <${name}>`).toContain(name);
        if (name !== 'a') {
          expect(attributes, `${id}: <${name} ${attributes}>`).toBe('');
          continue;
        }
        const href = /^href="([^"]+)"$/.exec(attributes)?.[1];
        expect(href, `${id}: <a ${attributes}>`).toBeDefined();
        if (!isArticle) {
          expect(href, id).toMatch(/^\/[a-z]/);
          continue;
        }
        const filter = /^\/articles\?(category|tag)=([a-z0-9-]+)$/.exec(href ?? '');
        expect(filter, `${id}: ${href}`).not.toBeNull();
        expect(filter?.[1] === 'category' ? categoryUids : tagUids, `${id}: ${href}`).toContain(filter?.[2]);
      }
      // Tags are balanced.
      for (const tag of ALLOWED_TAGS) {
        const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
        const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
        expect(closed, `${id}: <${tag}>`).toBe(opened);
      }
    }
  });

  it('has an about page and terms of service that cover the subscription rules', () => {
    const about = pages.find((page) => page.uid === 'about');
    const terms = pages.find((page) => page.uid === 'terms-of-service');
    expect(about?.title).toBe('À propos de Galant');
    expect(paragraphCount(about?.content ?? '')).toBeGreaterThanOrEqual(4);
    expect(terms?.title).toBe("Conditions générales d'utilisation");
    for (const topic of [
      'renouvelle automatiquement',
      'L215-1-1',
      'fin de la période en cours',
      'cashback',
      'RGPD',
      'profil',
      'support client',
      'droit français',
    ]) {
      expect(terms?.content, topic).toContain(topic);
    }
    for (const page of pages) expect(page.description.length).toBeGreaterThan(40);
  });
});
