import { renderArticleDocument } from '../../../modules/publishing/document/render.ts';
import { aborderArticles } from './articles/aborder.ts';
import { confianceArticles } from './articles/confiance.ts';
import { messagesArticles } from './articles/messages.ts';
import { premierRendezVousArticles } from './articles/premier-rendez-vous.ts';
import { relationArticles } from './articles/relation.ts';
import { styleArticles } from './articles/style.ts';
import { pages } from './pages.ts';
import { ARTICLE_IMAGE, articleImageUrl, authors, categories, categoryVisuals, motifDescriptions, tags } from './taxonomy.ts';
import type { DemoArticle, DemoArticleSource, DemoContent } from './types.ts';

export type * from './types.ts';
export { BRAND, categoryVisuals, motifDescriptions } from './taxonomy.ts';

const WORDS_PER_MINUTE = 200;

/** The words of an HTML fragment (tags dropped). */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/[\s\u00a0\u202f]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

function toArticle(source: DemoArticleSource): DemoArticle {
  // The seed is written as the editor's JSON and rendered like any article (docs/product.md#article-editor):
  // French typography, teaser up to the paywall divider. The demo articles hold no inline image.
  const { bodyHtml: body, teaserHtml: teaser } = renderArticleDocument(source.doc, { mediaUrl: () => null });
  const main = source.categories[0] ?? '';
  const visual = categoryVisuals[main];
  if (!visual) throw new Error(`article ${source.uid}: unknown main category "${main}"`);
  const motif = source.motif ?? visual.motif;
  return {
    ...source,
    body,
    motif,
    teaser,
    readingMinutes: readingMinutes(body),
    mainImage: {
      url: articleImageUrl(source.uid),
      alt: `Illustration abstraite : ${motifDescriptions[motif]}`,
      width: ARTICLE_IMAGE.width,
      height: ARTICLE_IMAGE.height,
    },
  };
}

/** Newest first, like the default "date" sort. */
const articles: DemoArticle[] = [
  ...premierRendezVousArticles,
  ...aborderArticles,
  ...confianceArticles,
  ...messagesArticles,
  ...styleArticles,
  ...relationArticles,
]
  .map(toArticle)
  .sort((a, b) => b.date.localeCompare(a.date));

export const demoContent: DemoContent = {
  authors,
  categories,
  tags,
  articles,
  pages: pages.map((page) => ({ ...page, content: page.content.trim() })),
};
