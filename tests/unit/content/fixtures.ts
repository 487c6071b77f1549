import type { ArticleSummary, Article } from '../../../src/domain/content.ts';

/** Contract-shaped content for client tests (the server's own tests use the real database). */
export function summary(uid: string, title = `Article ${uid}`): ArticleSummary {
  return {
    uid,
    title,
    excerpt: `Résumé de ${title}`,
    date: '2026-11-20T10:00:00.000Z',
    displayDate: '20 novembre 2026',
    author: { uid: 'camille-roche', name: 'Camille Roche', avatar: null },
    categories: [{ uid: 'premier-rendez-vous', name: 'Premier rendez-vous' }],
    tags: [{ uid: 'trac', name: 'Trac' }],
    mainImage: { url: `/images/${uid}.svg`, alt: '', width: 1200, height: 675 },
    readingMinutes: 4,
  };
}

export function article(uid: string, restricted: boolean): Article {
  return { ...summary(uid), content: '<p>Le début.</p>', restricted };
}

export const page = <T>(payload: T[], endCursor: string | null = null) => ({
  payload,
  page: { hasNextPage: endCursor !== null, endCursor },
});
