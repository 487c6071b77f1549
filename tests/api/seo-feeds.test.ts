import { getChildren, getElementsByTagName, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHead } from '../../src/app/head.ts';
import { findRouteByName } from '../../src/app/route-table.ts';
import { articleSchema } from '../../src/domain/content.ts';
import { articlePreviewLinkSchema, staffArticleSchema, type ArticleVisibility } from '../../src/domain/staff-articles.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { contentAuthors, contentMedia } from '../../server/db/schema/index.ts';
import { FEED_ITEMS } from '../../server/modules/seo/feed.ts';
import { bearer, DAY, DEMO, manualClock, MINUTE, signIn } from '../support/server/accounts.ts';
import { testPublicConfig } from '../support/public-config.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * The findable side of publishing (docs/product.md#publishing, decision 0054): the RSS feed (no
 * paid text, refreshed at once), an article page's SEO fields and JSON-LD, signed preview links.
 */

/** Text that must come out of XML, HTML and JSON exactly as typed, never as markup. */
const HOSTILE = 'Titre <b>&amp;</b> "cité" ]]> </script><script>alert(1)</script> l’été';

interface Made {
  id: string;
  slug: string;
  free: string;
  paid: string;
}

const child = (element: Element, name: string): Element | undefined =>
  getChildren(element).find((node): node is Element => 'name' in node && node.name === name);

describe('RSS feed, JSON-LD and signed preview links', () => {
  let testApp: TestApp;
  let editor: string;
  let authorUid: string;
  let mediaUid: string;
  const made: Record<string, Made> = {};

  const staff = async (method: 'POST' | 'PUT', url: string, payload: object = {}) => {
    const response = await testApp.app.inject({ method, url, payload, headers: bearer(editor) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const make = async (name: string, visibility: ArticleVisibility, extra: object = {}, publish = true): Promise<Made> => {
    const free = `Ouverture-${name}`;
    const paid = `PAYANT-${name}`;
    const created = staffArticleSchema.parse(
      (
        await staff('POST', '/api/staff/articles', {
          title: `${HOSTILE} ${name}`,
          excerpt: `Résumé ${name} <i>&</i>`,
          authorUid,
          mainImageUid: mediaUid,
          visibility,
          doc: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: free }] },
              { type: 'paywallDivider' },
              { type: 'paragraph', content: [{ type: 'text', text: paid }] },
            ],
          },
          ...extra,
        })
      ).json(),
    );
    if (publish) await staff('POST', `/api/staff/articles/${created.id}/publish`);
    made[name] = { id: created.id, slug: created.slug, free, paid };
    return made[name];
  };
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp();
    editor = (await signIn(testApp.app, DEMO.editor)).token;
    const [author] = await testApp.db.select({ uid: contentAuthors.uid }).from(contentAuthors).limit(1);
    const [media] = await testApp.db.select({ uid: contentMedia.uid }).from(contentMedia).limit(1);
    authorUid = author!.uid;
    mediaUid = media!.uid;
    await make('public', 'public');
    await make('members', 'members');
    await make('vip', 'vip');
    await make('draft', 'public', {}, false);
  });
  afterAll(() => testApp.close());

  async function readFeed() {
    const response = await get('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const document = parseDocument(response.body, { xmlMode: true, decodeEntities: true });
    const [rss] = getElementsByTagName('rss', document.children, false);
    expect(rss?.attribs['version']).toBe('2.0');
    const channel = child(rss!, 'channel')!;
    const items = getElementsByTagName('item', channel.children, false).map((item) => ({
      title: textContent(child(item, 'title')!),
      link: textContent(child(item, 'link')!),
      guid: textContent(child(item, 'guid')!),
      description: textContent(child(item, 'description')!),
      content: child(item, 'content:encoded') === undefined ? null : textContent(child(item, 'content:encoded')!),
    }));
    return { response, channel, items };
  }

  it('the feed: the latest published articles, public ones whole, members and VIP ones without a byte of paid text', async () => {
    const { response, channel, items } = await readFeed();
    expect(textContent(child(channel, 'title')!)).toBe('Galant');
    expect(new Date(textContent(child(channel, 'lastBuildDate')!)).getTime()).not.toBeNaN();
    expect(items.length).toBeLessThanOrEqual(FEED_ITEMS);
    // Newest first: the three just published lead, the draft is nowhere.
    const byLink = (made: Made) => items.find((item) => item.link === `http://localhost:3000/article/${made.slug}`);
    for (const name of ['public', 'members', 'vip']) {
      const item = byLink(made[name]!);
      // Escaped in the XML, the very characters once parsed.
      expect(item?.title).toBe(`${HOSTILE} ${name}`);
      expect(item?.description).toBe(`Résumé ${name} <i>&</i>`);
      expect(item?.guid).toBe(`urn:uuid:${made[name]!.id}`);
    }
    expect(byLink(made['public']!)?.content).toContain(made['public']!.paid);
    for (const name of ['members', 'vip']) {
      expect(byLink(made[name]!)?.content).toBeNull();
      expect(response.body).not.toContain(made[name]!.paid);
    }
    expect(response.body).not.toContain(made['draft']!.slug);
    // No raw markup of an article's text reached the XML.
    expect(response.body).not.toContain('<script>');
  });

  it('the feed follows a publish and an unpublish at once, through the answer cache (same ETag until then)', async () => {
    const first = await get('/rss.xml');
    const again = await get('/rss.xml');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/rss.xml', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode,
    ).toBe(304);

    const article = made['public']!;
    await staff('POST', `/api/staff/articles/${article.id}/unpublish`);
    expect((await readFeed()).items.map((item) => item.guid)).not.toContain(`urn:uuid:${article.id}`);
    await staff('POST', `/api/staff/articles/${made['draft']!.id}/publish`);
    const { items } = await readFeed();
    expect(items[0]?.guid).toBe(`urn:uuid:${made['draft']!.id}`);
    await staff('POST', `/api/staff/articles/${article.id}/publish`);
    expect((await readFeed()).items.map((item) => item.guid)).toContain(`urn:uuid:${article.id}`);
  });

  it('reads racing a publish: each a whole feed, and the first read after the publish answers shows it', async () => {
    const late = await make('late', 'members', {}, false);
    const reads = Array.from({ length: 4 }, () => readFeed());
    await staff('POST', `/api/staff/articles/${late.id}/publish`);
    for (const { items } of await Promise.all(reads)) expect(items.length).toBeGreaterThan(0);
    expect((await readFeed()).items[0]?.guid).toBe(`urn:uuid:${late.id}`);
  });

  /** The article page's head as the server writes it, from the API answer its loader reads. */
  async function headOf(slug: string) {
    const answer = await get(`/api/content/articles/${slug}`);
    expect(answer.statusCode).toBe(200);
    const article = articleSchema.parse(answer.json());
    const head = renderHead({
      config: testPublicConfig,
      route: findRouteByName('article'),
      status: 200,
      url: new URL(`http://x/article/${slug}`),
      data: { article },
    });
    const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    return { head, jsonLd: JSON.parse(scripts[0]![1]!) as Record<string, unknown> };
  }

  it('an article page: JSON-LD Article, escaped; a paid one marked isAccessibleForFree false with the paid part', async () => {
    const free = await headOf(made['public']!.slug);
    expect(free.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: `${HOSTILE} public`,
      isAccessibleForFree: true,
      mainEntityOfPage: `https://galant.example/article/${made['public']!.slug}`,
    });
    expect(free.jsonLd['hasPart']).toBeUndefined();
    expect(free.jsonLd['datePublished']).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(free.jsonLd['dateModified']).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(free.jsonLd['author']).toEqual([{ '@type': 'Person', name: expect.any(String) }]);
    expect(free.jsonLd['image']).toEqual([expect.stringMatching(/^https:\/\/galant\.example\//)]);
    // The hostile title never closes the script: its only </script> is its own end.
    expect(free.head.split('</script>')).toHaveLength(2);
    expect(free.head).toContain('<link rel="alternate" type="application/rss+xml" title="Galant" href="https://galant.example/rss.xml">');

    const paid = await headOf(made['vip']!.slug);
    expect(paid.jsonLd).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.prose-article' },
    });
  });

  it("an article's SEO title, description, canonical URL and social image lead the head when set", async () => {
    const [social] = await testApp.db.select({ uid: contentMedia.uid, url: contentMedia.url }).from(contentMedia).offset(1).limit(1);
    const article = await make('seo', 'members', {
      seoTitle: 'Titre pour les moteurs',
      seoDescription: 'Une description <choisie>',
      canonicalUrl: 'https://ailleurs.example/original',
      socialImageUid: social!.uid,
    });
    const { head, jsonLd } = await headOf(article.slug);
    expect(head).toContain('<title>Galant – Titre pour les moteurs</title>');
    expect(head).toContain('<meta name="description" content="Une description &lt;choisie&gt;">');
    expect(head).toContain('<link rel="canonical" href="https://ailleurs.example/original">');
    expect(head).toContain(`<meta property="og:image" content="${new URL(social!.url, 'https://galant.example/').href}">`);
    expect(jsonLd['mainEntityOfPage']).toBe('https://ailleurs.example/original');
    // The headline stays the article's own title.
    expect(jsonLd['headline']).toBe(`${HOSTILE} seo`);
  });

  describe('signed preview links', () => {
    const previewOf = async (id: string) =>
      articlePreviewLinkSchema.parse((await staff('POST', `/api/staff/articles/${id}/preview-link`)).json());
    const open = (url: string) => {
      const address = new URL(url);
      return get(address.pathname + address.search);
    };

    it('an editor gets a link that shows the working copy to anyone, never indexed nor kept', async () => {
      const draft = await make('preview-draft', 'vip', {}, false);
      const link = await previewOf(draft.id);
      expect(link.url).toMatch(/^http:\/\/localhost:3000\/preview\/articles\/[0-9a-f-]{36}\?expires=\d+&signature=/);
      expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * MINUTE);

      const page = await open(link.url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain(draft.paid);
      expect(page.body).not.toContain('<script>alert');

      // A published article's pending edit is what the link shows; readers keep the published text.
      const published = made['members']!;
      const current = staffArticleSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: `/api/staff/articles/${published.id}`, headers: bearer(editor) })).json(),
      );
      await staff('PUT', `/api/staff/articles/${published.id}`, { version: current.version, excerpt: 'Résumé en cours de réécriture' });
      const pending = await open((await previewOf(published.id)).url);
      expect(pending.body).toContain('Résumé en cours de réécriture');
      expect((await get(`/api/content/articles/${published.slug}`)).body).not.toContain('Résumé en cours de réécriture');
    });

    it('only staff editors ask for one; a forged, moved or expired link is a French 404', async () => {
      const draft = made['preview-draft'] ?? (await make('preview-draft', 'vip', {}, false));
      const member = (await signIn(testApp.app, DEMO.member)).token;
      const refused = await testApp.app.inject({
        method: 'POST',
        url: `/api/staff/articles/${draft.id}/preview-link`,
        payload: {},
        headers: bearer(member),
      });
      expect(refused.statusCode).toBe(403);
      expect(
        (await testApp.app.inject({ method: 'POST', url: `/api/staff/articles/${draft.id}/preview-link`, payload: {} })).statusCode,
      ).toBe(401);

      const clock = manualClock(testApp);
      const link = new URL((await previewOf(draft.id)).url);
      const signature = link.searchParams.get('signature')!;
      const expires = link.searchParams.get('expires')!;
      const forged = [
        `${link.pathname}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
        `${link.pathname}?expires=${Number(expires) + DAY}&signature=${signature}`,
        `/preview/articles/${made['public']!.id}?expires=${expires}&signature=${signature}`,
        `${link.pathname}?expires=abc&signature=${signature}`,
        `/preview/articles/pas-un-id?expires=${expires}&signature=${signature}`,
      ];
      for (const url of forged) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['x-robots-tag']).toBe('noindex');
        expect(page.body).toContain(fr.articlePreview.invalid);
        expect(page.body).not.toContain(draft.paid);
      }
      expect((await get(link.pathname + link.search)).statusCode).toBe(200);
      clock.advance(DAY + MINUTE);
      const expired = await get(link.pathname + link.search);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain(fr.articlePreview.invalidTitle);
      expect(expired.body).not.toContain(draft.paid);
    });
  });
});
