/**
 * Content texts translated with t() (docs/product.md#routes /, /articles, /article): route titles and descriptions, the
 * home page's latest articles and the article card. The content pages' own texts (list, filters,
 * pager, article page) are in ./content-pages.ts, imported by those pages only.
 */
export const content = {
  titles: {
    articles: 'Articles',
    article: 'Article',
  },
  descriptions: {
    articles: 'Premier message, premier rendez-vous, confiance en soi\u202F: tous les conseils de séduction de nos coachs.',
    article: 'Un conseil de séduction de nos coachs.',
  },
  home: {
    latestEyebrow: 'Le magazine',
    latestTitle: 'Derniers articles',
    latestAll: 'Voir tous les articles',
  },
  card: {
    readingTime: '{{minutes}} min de lecture',
  },
} as const;
