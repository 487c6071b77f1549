import { renderToHTMLString } from '@tiptap/static-renderer/pm/html-string';
import {
  articleDocumentText,
  type ArticleBlock,
  type ArticleDocument,
  type ArticleNode,
  type ArticleTopBlock,
} from '../../../../src/domain/article-document.ts';
import { articleExtensions } from '../../../../src/app/publishing/article-extensions.ts';
import { sanitiseHtml } from '../../content/html-sanitiser.ts';
import { typesetArticleNode } from './typography.ts';

/** A picture of the media library as readers get it: a site path and its real dimensions. */
export interface RenderedMedia {
  url: string;
  width: number;
  height: number;
}

export interface RenderArticleOptions {
  /** The picture of a media uid, or null when it is gone: the image is then left out. */
  mediaUrl(uid: string): RenderedMedia | null;
}

export interface RenderedArticle {
  /** What a reader without access sees (docs/product.md#article-editor): the blocks before the divider. */
  teaserHtml: string;
  /** The whole text, divider left out. */
  bodyHtml: string;
  /** From the body's word count, 200 words a minute, at least 1 (as content-import.ts). */
  readingMinutes: number;
  hasDivider: boolean;
}

const WORDS_PER_MINUTE = 200;

/** Images resolved to the media library's addresses; the ones it no longer has are dropped. */
function resolveImages<T extends ArticleNode>(node: T, options: RenderArticleOptions): T | null {
  if (node.type === 'image') {
    const media = options.mediaUrl(node.attrs.mediaUid);
    if (!media) return null;
    return { ...node, attrs: { ...node.attrs, src: media.url, width: media.width, height: media.height, title: null } };
  }
  if (!('content' in node) || !node.content || node.type === 'paragraph' || node.type === 'heading') return node;
  const content = (node.content as ArticleNode[]).flatMap((child) => resolveImages(child, options) ?? []);
  return { ...node, content } as T;
}

function toHtml(blocks: ArticleBlock[]): string {
  if (blocks.length === 0) return '';
  const html = renderToHTMLString({ content: { type: 'doc', content: blocks }, extensions: articleExtensions });
  // Defence in depth (decision 0048): the document was checked against the allow-list when it
  // was saved; the stored-HTML sanitiser still sees every byte a reader gets.
  return sanitiseHtml(html);
}

function isBlock(node: ArticleTopBlock): node is ArticleBlock {
  return node.type !== 'paywallDivider';
}

export function countArticleWords(blocks: readonly ArticleNode[]): number {
  return blocks
    .map((block) => articleDocumentText(block))
    .join('\n')
    .split(/[\s\u00a0\u202f]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The public HTML of a checked document (parseArticleDocument): French typography on its text,
 * images from the media library with their dimensions and alt text, rendered by Tiptap's static
 * renderer with the editor's own extensions, then sanitised. The teaser is everything before the
 * paywall divider; without one, the first paragraph, as the content import's default.
 */
export function renderArticleDocument(doc: ArticleDocument, options: RenderArticleOptions): RenderedArticle {
  const resolved = resolveImages(typesetArticleNode(doc), options) ?? doc;
  const top = resolved.content;
  const dividerAt = top.findIndex((node) => node.type === 'paywallDivider');
  const body = top.filter(isBlock);
  const teaser = dividerAt >= 0 ? top.slice(0, dividerAt).filter(isBlock) : body.filter((node) => node.type === 'paragraph').slice(0, 1);
  return {
    teaserHtml: toHtml(teaser),
    bodyHtml: toHtml(body),
    readingMinutes: Math.max(1, Math.ceil(countArticleWords(body) / WORDS_PER_MINUTE)),
    hasDivider: dividerAt >= 0,
  };
}
