import { describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../src/domain/article-document.ts';
import { parseArticleDocument } from '../../src/i18n/article-document-message.ts';
import { renderArticleDocument, type RenderedMedia } from '../../server/modules/publishing/document/render.ts';
import { typesetText } from '../../server/modules/publishing/document/typography.ts';

/**
 * Rendering a checked article document (docs/product.md#article-editor, decisions 0048 and 0049):
 * Tiptap's static renderer, the media library's addresses, the paywall divider's teaser, French
 * typography on text only, the sanitiser behind it all.
 */

const N = '\u202F';
const library: Record<string, RenderedMedia> = { 'tasse-1': { url: '/media/tasse-1-800.webp', width: 800, height: 533 } };
const options = { mediaUrl: (uid: string) => library[uid] ?? null };

function checked(input: unknown): ArticleDocument {
  const result = parseArticleDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.violations));
  return result.doc;
}

const text = (value: string, marks?: unknown[]) => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('rendering an article document', () => {
  it('renders every element as the allowed HTML, images with their library address, size and alt', () => {
    const doc = checked({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Trois techniques')] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [paragraph(text('Reformuler', [{ type: 'bold' }]), text(' et '), text('nommer', [{ type: 'italic' }]))],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [paragraph(text('un'), { type: 'hardBreak' }, text('deux'))] }],
        },
        { type: 'blockquote', content: [paragraph(text('Une phrase citée.'))] },
        { type: 'horizontalRule' },
        {
          type: 'image',
          attrs: { mediaUid: 'tasse-1', alt: 'Deux tasses de café', width: 10, height: 10, src: '/ancienne-adresse.png', title: null },
        },
        { type: 'image', attrs: { mediaUid: 'supprimee', alt: 'Une image retirée de la médiathèque', width: 10, height: 10 } },
        paragraph(
          text('notre article', [
            {
              type: 'link',
              attrs: {
                href: '/articles?tag=conversation',
                target: '_blank',
                rel: 'noopener noreferrer nofollow',
                class: null,
                title: null,
              },
            },
          ]),
        ),
      ],
    });
    const { bodyHtml, hasDivider } = renderArticleDocument(doc, options);
    expect(hasDivider).toBe(false);
    expect(bodyHtml).toBe(
      '<h2>Trois techniques</h2>' +
        '<ul><li><p><strong>Reformuler</strong> et <em>nommer</em></p></li></ul>' +
        '<ol><li><p>un<br />deux</p></li></ol>' +
        '<blockquote><p>Une phrase citée.</p></blockquote>' +
        '<hr />' +
        '<img src="/media/tasse-1-800.webp" alt="Deux tasses de café" width="800" height="533" />' +
        '<p><a href="/articles?tag=conversation">notre article</a></p>',
    );
  });

  it('escapes text that looks like markup: it is shown, never run', () => {
    const doc = checked({ type: 'doc', content: [paragraph(text('<script>alert(1)</script> & <img src=x onerror=alert(1)>'))] });
    expect(renderArticleDocument(doc, options).bodyHtml).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('cuts the teaser at the divider: no word after it reaches the teaser', () => {
    const doc = checked({
      type: 'doc',
      content: [
        paragraph(text('Premier paragraphe, gratuit.')),
        { type: 'heading', attrs: { level: 2 }, content: [text('Toujours gratuit')] },
        { type: 'paywallDivider' },
        paragraph(text('Réservé aux membres VIP.')),
        { type: 'blockquote', content: [paragraph(text('Citation payante'))] },
      ],
    });
    const rendered = renderArticleDocument(doc, options);
    expect(rendered.hasDivider).toBe(true);
    expect(rendered.teaserHtml).toBe('<p>Premier paragraphe, gratuit.</p><h2>Toujours gratuit</h2>');
    expect(rendered.teaserHtml).not.toMatch(/VIP|payante/);
    expect(rendered.bodyHtml).toBe(
      '<p>Premier paragraphe, gratuit.</p><h2>Toujours gratuit</h2><p>Réservé aux membres VIP.</p><blockquote><p>Citation payante</p></blockquote>',
    );
  });

  it('without a divider, the teaser is the first paragraph (the content import’s default)', () => {
    const doc = checked({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Intertitre')] },
        paragraph(text('Le début.')),
        paragraph(text('La suite.')),
      ],
    });
    expect(renderArticleDocument(doc, options).teaserHtml).toBe('<p>Le début.</p>');
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');
    expect(renderArticleDocument(checked({ type: 'doc', content: [paragraph()] }), options).readingMinutes).toBe(1);
    expect(renderArticleDocument(checked({ type: 'doc', content: [paragraph(text(words(200)))] }), options).readingMinutes).toBe(1);
    expect(
      renderArticleDocument(checked({ type: 'doc', content: [paragraph(text(words(150))), paragraph(text(words(51)))] }), options)
        .readingMinutes,
    ).toBe(2);
  });

  it('applies French typography to text, across marks, never to a link’s address', () => {
    const doc = checked({
      type: 'doc',
      content: [
        paragraph(text('Reformuler', [{ type: 'bold' }]), text(" : « Si je comprends bien, tu es partie ? » C'est ça !")),
        paragraph(text("l'art", [{ type: 'link', attrs: { href: "/articles?q=l'art:x;y" } }]), text(" d'écouter;")),
      ],
    });
    expect(renderArticleDocument(doc, options).bodyHtml).toBe(
      `<p><strong>Reformuler</strong>${N}: «${N}Si je comprends bien, tu es partie${N}?${N}» C’est ça${N}!</p>` +
        `<p><a href="/articles?q=l'art:x;y">l’art</a> d’écouter${N};</p>`,
    );
  });

  it('typography: what writers type naturally, and what they must keep', () => {
    expect(typesetText("Vous l'avez fait : bravo ! Et après ? Oui ; «Merci»")).toBe(
      `Vous l’avez fait${N}: bravo${N}! Et après${N}? Oui${N}; «${N}Merci${N}»`,
    );
    // A no-break space typed on purpose becomes the narrow one; missing spaces are added.
    expect(typesetText('Attention\u00A0: fragile!')).toBe(`Attention${N}: fragile${N}!`);
    expect(typesetText('Vraiment?!')).toBe(`Vraiment${N}?!`);
    // Not French punctuation: a time, an address, a query string, an e-mail address.
    for (const kept of [
      'Rendez-vous à 14:02',
      'https://galant.example/a?b=c;d',
      'www.exemple.fr/page?x=1',
      'ecrire@galant.example',
      'mailto:contact@galant.example',
    ]) {
      expect(typesetText(kept)).toBe(kept);
    }
  });

  it('typography is idempotent: correct text is left as it is', () => {
    const once = typesetText("L'écoute : « Tu viens ? » Oui ! Non ; peut-être. aujourd'hui");
    expect(typesetText(once)).toBe(once);
    const correct = `L’écoute${N}: «${N}Tu viens${N}?${N}» Oui${N}!`;
    expect(typesetText(correct)).toBe(correct);
  });
});
