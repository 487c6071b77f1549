import { describe, expect, it } from 'vitest';
import { articleHead, pageHead } from '../../../src/app/content/head.ts';
import { renderHead } from '../../../src/app/head.ts';
import { findRouteByName } from '../../../src/app/route-table.ts';
import { testPublicConfig } from '../../support/public-config.ts';

const config = testPublicConfig;

const article = {
  title: 'Réussir son "premier" rendez-vous',
  excerpt: 'Lieu, trac, silences : <tout> ce qui compte.',
  mainImage: { url: '/images/content/articles/premier.svg', alt: '', width: 1200, height: 675 },
};

describe('head tags of content pages', () => {
  it("an article's page is titled by the article, described by its excerpt and illustrated by its image (escaped)", () => {
    const route = findRouteByName('article');
    const head = renderHead({ config, route, status: 200, url: new URL('http://x/article/premier'), data: { article } });
    expect(head).toContain('<title>Galant – Réussir son &quot;premier&quot; rendez-vous</title>');
    expect(head).toContain('<meta name="description" content="Lieu, trac, silences : &lt;tout&gt; ce qui compte.">');
    expect(head).toContain('<meta property="og:image" content="https://galant.example/images/content/articles/premier.svg">');
    expect(head).toContain('<meta property="og:url" content="https://galant.example/article/premier">');
    expect(head).toContain('<meta property="og:type" content="article">');
  });

  it('an editorial page keeps its route title (as in the breadcrumbs) and takes its description', () => {
    const head = renderHead({
      config,
      route: findRouteByName('about'),
      status: 200,
      url: new URL('http://x/about'),
      data: { page: { title: 'À propos de Galant', description: 'Qui nous sommes.' } },
    });
    expect(head).toContain('<title>Galant – À propos</title>');
    expect(head).toContain('<meta name="description" content="Qui nous sommes.">');
  });

  it('falls back to the route meta when the data lacks a field', () => {
    expect(articleHead(undefined)).toEqual({ title: undefined, description: undefined, image: undefined, type: 'article' });
    expect(articleHead({ article: { title: '', excerpt: 3 } })).toEqual({
      title: undefined,
      description: undefined,
      image: undefined,
      type: 'article',
    });
    expect(pageHead({ page: null })).toEqual({ description: undefined });
    const head = renderHead({ config, route: findRouteByName('article'), status: 200, url: new URL('http://x/article/a'), data: {} });
    expect(head).toContain('<title>Galant – Article</title>');
  });
});
