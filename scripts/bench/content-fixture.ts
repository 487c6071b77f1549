import type { ContentImport } from '../../server/modules/content/content-import.ts';

/**
 * Synthetic content for the benchmark: `count` articles spread over ~4.5 years, 5 authors,
 * 6 categories (one or two per article), 12 tags (two to four). Deterministic (seeded), so two
 * runs measure the same data.
 */

export const BENCH_CATEGORIES = ['premier-rendez-vous', 'aborder', 'confiance', 'messages', 'style', 'relation'] as const;
const AUTHORS = ['claire-dumont', 'julien-marchand', 'sofia-benali', 'antoine-lefevre', 'helene-rousseau'] as const;
const TAGS = Array.from({ length: 12 }, (_, index) => `sujet-${index + 1}`);

function random(seed: number): () => number {
  // mulberry32: small, fast, good enough to spread dates and memberships.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARAGRAPHS = [
  "Choisissez un lieu calme où l'on s'entend parler : un café lumineux vaut mieux qu'un bar bruyant.",
  'Posez des questions ouvertes et écoutez vraiment la réponse avant de penser à la suivante.',
  "Un silence n'est pas un échec : souriez, respirez, puis rebondissez sur ce qui vient d'être dit.",
  'Proposez une suite simple et concrète, avec un jour et une heure, sans insister si la réponse tarde.',
];

export function benchContent(count: number): ContentImport {
  const next = random(20_251_121);
  const start = Date.UTC(2022, 0, 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pickSome = <T>(items: readonly T[], min: number, max: number): T[] => {
    const wanted = min + Math.floor(next() * (max - min + 1));
    const chosen = new Set<T>();
    while (chosen.size < wanted) chosen.add(pick(items));
    return [...chosen];
  };
  return {
    authors: AUTHORS.map((uid) => ({ uid, name: uid.replace('-', ' '), bio: 'Auteur du banc d’essai.', avatar: null })),
    categories: BENCH_CATEGORIES.map((uid) => ({ uid, name: uid, description: '' })),
    tags: TAGS.map((uid) => ({ uid, name: uid })),
    articles: Array.from({ length: count }, (_, index) => {
      const uid = `article-banc-${String(index + 1).padStart(5, '0')}`;
      return {
        uid,
        title: `Article de banc d'essai ${index + 1}`,
        excerpt: 'Un conseil de séduction pour réussir vos rendez-vous.',
        // About one article every 4 hours, with a random offset (some instants repeat: ties).
        date: new Date(start + index * 4 * 3_600_000 + Math.floor(next() * 3) * 3_600_000).toISOString(),
        author: pick(AUTHORS),
        categories: pickSome(BENCH_CATEGORIES, 1, 2),
        tags: pickSome(TAGS, 2, 4),
        menuOrder: index % 500,
        body: PARAGRAPHS.map((text) => `<p>${text}</p>`).join('\n'),
        mainImage: { url: `/images/content/articles/${uid}.svg`, alt: 'Illustration', width: 1200, height: 675 },
      };
    }),
  };
}
