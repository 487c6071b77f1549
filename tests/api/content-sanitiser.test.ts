import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema, pageContentSchema } from '../../src/domain/content.ts';
import { sanitiseHtml } from '../../server/modules/content/html-sanitiser.ts';
import { storeContent } from '../../server/modules/content/content-store.ts';
import { contentFixture, HOSTILE_ARTICLE } from '../support/content/content-fixture.ts';
import { bearer, createAccount, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** What must never reach a browser from stored content. */
const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /\sstyle\s*=/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<form/i,
];

function expectHarmless(html: string): void {
  for (const pattern of DANGEROUS) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
}

describe('sanitiser (allow-list, on the way in)', () => {
  it.each([
    ['a script and its content', '<p>Bonjour</p><script>alert(document.cookie)</script>', '<p>Bonjour</p>'],
    ['a script hidden in a tag name', '<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['an event handler on an image', '<img src="/images/a.svg" onerror="alert(1)" alt="a">', '<img src="/images/a.svg" alt="a">'],
    ['an event handler without quotes', '<p onclick=alert(1)>clic</p>', '<p>clic</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in capitals and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link hidden by entities', '<a href="jav&#x61;script&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+">', '<img>'],
    ['a link to another site without a scheme', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['a hot-linked image', '<img src="https://evil.example/pixel.gif">', '<img>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">texte</p>', '<p>texte</p>'],
    ['a style element', '<style>body{display:none}</style><p>texte</p>', '<p>texte</p>'],
    ['frames, objects and embeds', '<iframe src="/x"></iframe><object data="/x"></object><embed src="/x"><p>ok</p>', '<p>ok</p>'],
    ['an SVG with a script', '<svg onload="alert(1)"><script>alert(2)</script></svg><p>après</p>', '<p>après</p>'],
    [
      'a form',
      '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">Envoyer</button></form>',
      'Envoyer',
    ],
    ['classes, ids and unknown attributes', '<p class="x" id="y" data-track="z">texte</p>', '<p>texte</p>'],
    ['a comment', '<!-- <script>alert(1)</script> --><p>texte</p>', '<p>texte</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>texte</p>', '<p>texte</p>'],
  ])('removes %s', (_label, hostile, expected) => {
    const clean = sanitiseHtml(hostile);
    expect(clean).toBe(expected);
    expectHarmless(clean);
  });

  it('keeps the prose an article is made of, and safe links', () => {
    const prose =
      '<h2>Le premier message</h2>\n<p>Un <strong>bon</strong> message est <em>court</em>. <a href="/articles?tags=humour&amp;length=5" title="Humour">Voir aussi</a>, ' +
      '<a href="https://www.service-public.fr/">un site officiel</a> ou <a href="mailto:contact@galant.test">écrivez-nous</a>.</p>\n' +
      '<ul><li>un</li><li>deux</li></ul><ol><li>trois</li></ol><blockquote><p>Une citation</p></blockquote><h3>Fin</h3><br><hr>' +
      '<figure><img src="/images/content/articles/a.svg" alt="Illustration" width="1200" height="675"><figcaption>Légende</figcaption></figure>';
    expect(sanitiseHtml(prose)).toBe(prose);
  });
});

describe('hostile HTML stored through the content store never reaches a reader', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SEED_DEMO: 'false' } });
    await storeContent(testApp.db, contentFixture);
    const reader = await createAccount(testApp.db, { password: 'Lecteur-2026!' });
    token = (await signIn(testApp.app, { email: reader.email, password: 'Lecteur-2026!' })).token;
  });
  afterAll(() => testApp.close());

  it('serves the hostile article to a member without script, handlers, javascript:, data: or style', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/content/articles/${HOSTILE_ARTICLE}`, headers: bearer(token) });
    const article = articleSchema.parse(response.json());

    expect(article.restricted).toBe(false);
    expectHarmless(article.content);
    expect(article.content).toContain('<a>piégé</a>');
    expect(article.content).toContain('<p>Texte stylé</p>');
    expect(article.content).toContain('<a href="/articles?tags=ecoute">Lien interne</a>');
    expect(article.content).not.toContain('evil.example');
  });

  it('serves a sanitised page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/pages/about' });
    const page = pageContentSchema.parse(response.json());
    expectHarmless(page.content);
    expect(page.content).not.toContain('evil.example');
  });

  it('stores the sanitised text, not the original: the database itself holds nothing hostile', async () => {
    const rows = await testApp.db.query.contentArticles.findMany({ columns: { teaser: true, body: true } });
    const pages = await testApp.db.query.contentPages.findMany({ columns: { content: true } });
    expect(rows.length).toBe(contentFixture.articles.length);
    for (const row of rows) {
      expectHarmless(row.body);
      expectHarmless(row.teaser);
    }
    for (const page of pages) expectHarmless(page.content);
  });
});
