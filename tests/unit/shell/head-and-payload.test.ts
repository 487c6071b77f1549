// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderHead } from '../../../src/app/head.ts';
import { PAYLOAD_ELEMENT_ID, readPayload, serializePayload, type AppPayload } from '../../../src/app/payload.ts';
import { findRouteByName } from '../../../src/app/route-table.ts';
import { testPublicConfig } from '../../support/public-config.ts';

const config = testPublicConfig;

describe('server-written head', () => {
  it('gives a public page its prefixed title, description and Open Graph tags', () => {
    const head = renderHead({ config, route: findRouteByName('about'), status: 200, url: new URL('http://x/about') });
    expect(head).toContain('<title>Galant – À propos</title>');
    expect(head).toContain('<meta name="description" content="Qui sommes-nous\u202F?');
    expect(head).toContain('<meta property="og:title" content="Galant – À propos">');
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    expect(head).toContain('<meta property="og:url" content="https://galant.example/about">');
    expect(head).toContain('<link rel="canonical" href="https://galant.example/about">');
    expect(head).not.toContain('noindex');
  });

  it('gives error answers the error title and keeps them out of search engines', () => {
    const head = renderHead({ config, route: undefined, status: 404, url: new URL('http://x/nope') });
    expect(head).toContain('<title>Galant – Page introuvable</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(renderHead({ config, route: undefined, status: 500, url: new URL('http://x/') })).toContain('Erreur du service');
  });

  it('takes the title from loaded data when the route derives it, escaped', () => {
    const route = findRouteByName('about');
    if (!route) throw new Error('about route missing');
    const head = renderHead({
      config,
      route: { ...route, head: (data) => ({ title: String((data as { t: string }).t), image: '/i.svg', type: 'article' }) },
      status: 200,
      url: new URL('http://x/about'),
      data: { t: 'Oser <aborder>' },
    });
    expect(head).toContain('<title>Galant – Oser &lt;aborder&gt;</title>');
    expect(head).toContain('<meta property="og:image" content="https://galant.example/i.svg">');
    expect(head).toContain('<meta property="og:type" content="article">');
  });
});

describe('server payload (docs/product.md#states app start)', () => {
  function pageWith(html: string): Document {
    document.body.innerHTML = html;
    return document;
  }

  it('round-trips through the page, marking whether the server rendered it', () => {
    const payload: AppPayload = { rendered: true, config, auth: null };
    expect(readPayload(pageWith(serializePayload(payload)))).toEqual(payload);
    expect(readPayload(pageWith(serializePayload({ ...payload, rendered: false })))?.rendered).toBe(false);
  });

  it('cannot be broken out of by text in the configuration', () => {
    const hostile = { ...config, subtitle: '</script><script>alert(1)</script>' };
    const html = serializePayload({ rendered: true, config: hostile, auth: null });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readPayload(pageWith(html))?.config.subtitle).toBe(hostile.subtitle);
  });

  it('is null when missing or not what the server writes', () => {
    expect(readPayload(pageWith('<p>nothing</p>'))).toBeNull();
    expect(readPayload(pageWith(`<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">{"rendered":"yes"}</script>`))).toBeNull();
    expect(readPayload(pageWith(`<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">{oops</script>`))).toBeNull();
  });
});
