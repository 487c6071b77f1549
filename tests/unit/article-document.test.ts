import { describe, expect, it } from 'vitest';
import { demoContent } from '../../server/db/seed/content/index.ts';
import { ARTICLE_DOCUMENT_LIMITS } from '../../src/domain/article-document.ts';
import { parseArticleDocument, type ArticleDocumentViolation } from '../../src/i18n/article-document-message.ts';
import { articleDocumentTexts as texts } from '../../src/i18n/fr/article-document.ts';

/**
 * The article document's allow-list (docs/product.md#article-editor, decision 0048): what the
 * editor produces passes unchanged; hostile or malformed JSON is refused with a path and a French
 * message, never repaired silently.
 */

const text = (value: string, marks?: unknown[]) => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const image = (attrs: Record<string, unknown>) => ({
  type: 'image',
  attrs: { mediaUid: 'tasse-1', alt: 'Deux tasses de café', width: 800, height: 600, ...attrs },
});
const link = (href: string) => ({ type: 'link', attrs: { href } });

function refused(input: unknown): ArticleDocumentViolation[] {
  const result = parseArticleDocument(input);
  if (result.ok) throw new Error('the document was accepted');
  return result.violations;
}

/** What Tiptap's getJSON() gives for an article using every allowed element (default attributes included). */
const editorOutput = doc(
  paragraph(text('On croit qu'), text('il', [{ type: 'italic' }]), text(' faut être brillant : faux !')),
  { type: 'heading', attrs: { level: 2 }, content: [text('Écouter')] },
  {
    type: 'bulletList',
    content: [
      { type: 'listItem', content: [paragraph(text('Reformuler', [{ type: 'bold' }]), { type: 'hardBreak' }, text('puis se taire'))] },
      {
        type: 'listItem',
        content: [
          paragraph(text('Creuser')),
          { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [paragraph(text('un'))] }] },
        ],
      },
    ],
  },
  { type: 'paywallDivider' },
  { type: 'blockquote', content: [paragraph(text('Une citation'))] },
  { type: 'horizontalRule' },
  image({ src: '/media/tasse-1.webp', title: null }),
  { type: 'heading', attrs: { level: 3 }, content: [text('Liens')] },
  paragraph(
    text('le site', [
      {
        type: 'link',
        attrs: { href: '/articles?tag=conversation', target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: null },
      },
    ]),
    text(', ailleurs', [link('https://example.org/page'), { type: 'bold' }]),
    text(' et ', []),
    text('écrire', [link('mailto:contact@galant.example')]),
    text(' ou ', []),
    text('http', [link('http://example.org')]),
  ),
  paragraph(),
);

describe('the article document', () => {
  it('accepts what the editor writes, unchanged', () => {
    const result = parseArticleDocument(editorOutput);
    expect(result).toEqual({ ok: true, doc: editorOutput });
  });

  it('accepts the editor’s empty document, and refuses no document at all', () => {
    expect(parseArticleDocument(doc(paragraph())).ok).toBe(true);
    expect(refused(doc())).toEqual([{ path: 'content', message: texts.emptyDocument }]);
    expect(refused(null)).toEqual([{ path: '', message: texts.notADocument }]);
    expect(refused('<p>du HTML</p>')).toEqual([{ path: '', message: texts.notADocument }]);
    expect(refused({ type: 'paragraph', content: [] })).toContainEqual({ path: 'type', message: texts.notADocument });
  });

  it('refuses elements outside the allow-list: script, iframe, code, a level 1 or 4 heading, raw html', () => {
    expect(refused(doc({ type: 'script', content: [text('alert(1)')] }))).toEqual([
      { path: 'content.0.type', message: texts.unknownElement },
    ]);
    expect(refused(doc(paragraph(text('x')), { type: 'iframe', attrs: { src: 'https://evil.example' } }))).toEqual([
      { path: 'content.1.type', message: texts.unknownElement },
    ]);
    expect(refused(doc(paragraph(text('x', [{ type: 'code' }]))))).toEqual([
      { path: 'content.0.content.0.marks.0.type', message: texts.unknownElement },
    ]);
    expect(refused(doc({ type: 'heading', attrs: { level: 1 }, content: [text('Titre')] }))).toEqual([
      { path: 'content.0.attrs.level', message: texts.headingLevel },
    ]);
    expect(refused(doc({ type: 'heading', attrs: { level: 4 } }))[0]?.message).toBe(texts.headingLevel);
    expect(refused(doc({ type: 'paragraph', html: '<img src=x onerror=alert(1)>' }))).toEqual([
      { path: 'content.0', message: texts.unknownAttribute },
    ]);
  });

  it('refuses javascript:, data:, protocol-relative and disguised links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      'java\nscript:alert(1)',
      'https://',
      'ftp://example.org',
      'page.html',
    ]) {
      expect(refused(doc(paragraph(text('clic', [link(href)])))), href).toEqual([
        { path: 'content.0.content.0.marks.0.attrs.href', message: texts.linkHref },
      ]);
    }
  });

  it('refuses attributes a browser would run (onerror, style) and images without alt text or media', () => {
    expect(refused(doc(image({ onerror: 'alert(1)' })))).toEqual([{ path: 'content.0.attrs', message: texts.unknownAttribute }]);
    expect(refused(doc(paragraph(text('x', [{ type: 'link', attrs: { href: '/a', style: 'x' } }]))))).toEqual([
      { path: 'content.0.content.0.marks.0.attrs', message: texts.unknownAttribute },
    ]);
    expect(refused(doc(image({ alt: '' })))).toEqual([{ path: 'content.0.attrs.alt', message: texts.imageAlt }]);
    expect(refused(doc(image({ alt: '   ' })))).toEqual([{ path: 'content.0.attrs.alt', message: texts.imageAlt }]);
    expect(refused(doc(image({ alt: undefined })))).toEqual([{ path: 'content.0.attrs.alt', message: texts.imageAlt }]);
    expect(refused(doc(image({ mediaUid: '../../etc/passwd' })))).toEqual([
      { path: 'content.0.attrs.mediaUid', message: texts.imageMedia },
    ]);
    expect(refused(doc(image({ src: 'https://evil.example/pixel.gif' })))).toEqual([
      { path: 'content.0.attrs.src', message: texts.imageMedia },
    ]);
    expect(refused(doc(image({ src: 'javascript:alert(1)' })))).toEqual([{ path: 'content.0.attrs.src', message: texts.imageMedia }]);
    expect(refused(doc(image({ width: 0, height: 1.5 })))).toEqual([
      { path: 'content.0.attrs.width', message: texts.imageSize },
      { path: 'content.0.attrs.height', message: texts.imageSize },
    ]);
  });

  it('allows one paywall divider, at the top level only', () => {
    expect(parseArticleDocument(doc(paragraph(text('a')), { type: 'paywallDivider' }, paragraph(text('b')))).ok).toBe(true);
    expect(refused(doc(paragraph(text('a')), { type: 'paywallDivider' }, paragraph(text('b')), { type: 'paywallDivider' }))).toEqual([
      { path: 'content.3', message: texts.twoDividers },
    ]);
    expect(refused(doc({ type: 'blockquote', content: [paragraph(text('a')), { type: 'paywallDivider' }] }))).toEqual([
      { path: 'content.0.content.1', message: texts.dividerPlace },
    ]);
  });

  it('refuses huge documents, too many nodes and deep nesting, without overflowing the stack', () => {
    const huge = doc(...Array.from({ length: 300 }, () => paragraph(text('x'.repeat(1_000)))));
    expect(refused(huge)).toEqual([{ path: '', message: 'L’article est trop long\u202F: 200\u202Fko au plus une fois enregistré.' }]);

    // Small enough in bytes: only the node count refuses it.
    const many = doc(...Array.from({ length: ARTICLE_DOCUMENT_LIMITS.maxNodes / 2 + 1 }, () => paragraph(text('a'))));
    expect(refused(many)).toEqual([{ path: '', message: 'L’article compte trop d’éléments\u202F: 5000 au plus.' }]);

    let nested: unknown = paragraph(text('fond'));
    for (let i = 0; i < 5; i += 1) nested = { type: 'blockquote', content: [nested] };
    expect(parseArticleDocument(doc(nested)).ok).toBe(true);
    for (let i = 0; i < 3; i += 1) nested = { type: 'blockquote', content: [nested] };
    expect(refused(doc(nested))[0]?.message).toBe('Les éléments sont imbriqués trop profondément\u202F: 8 niveaux au plus.');

    // Nesting no editor produces, deeper than any call stack.
    let abyss: Record<string, unknown> = { type: 'paragraph' };
    for (let i = 0; i < 100_000; i += 1) abyss = { type: 'blockquote', content: [abyss] };
    expect(refused(doc(abyss))).toHaveLength(1);
    const cyclic: Record<string, unknown> = { type: 'doc', content: [] };
    (cyclic.content as unknown[]).push(cyclic);
    expect(refused(cyclic)).toHaveLength(1);
  });

  it('refuses empty text pieces, repeated marks and list items that do not start with a paragraph', () => {
    expect(refused(doc(paragraph(text(''))))).toEqual([{ path: 'content.0.content.0.text', message: texts.emptyText }]);
    expect(refused(doc(paragraph(text('x', [{ type: 'bold' }, { type: 'bold' }]))))).toEqual([
      { path: 'content.0.content.0.marks', message: texts.markRepeated },
    ]);
    expect(
      refused(
        doc({ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'blockquote', content: [paragraph(text('x'))] }] }] }),
      ),
    ).toEqual([{ path: 'content.0.content.0.content', message: texts.listItemStart }]);
  });

  it('holds every demo article as written: the allow-list accepts it, its divider ends the first paragraph', () => {
    for (const article of demoContent.articles) {
      expect(parseArticleDocument(article.doc), article.uid).toEqual({ ok: true, doc: article.doc });
      expect(article.doc.content[0]?.type, article.uid).toBe('paragraph');
      expect(article.doc.content.map((block) => block.type).lastIndexOf('paywallDivider'), article.uid).toBe(1);
    }
  });
});
