import type { DemoAuthor, DemoCategory, DemoMotif, DemoTag } from './types.ts';

/** Brand palette shared by every generated illustration. */
export const BRAND = { primary: '#d43869', dark: '#18191B', light: '#f7f5f6' } as const;

export const AVATAR_SIZE = 400;
export const ARTICLE_IMAGE = { width: 1200, height: 675 } as const;

export function authorAvatarUrl(uid: string): string {
  return `/images/content/authors/${uid}.svg`;
}

export function articleImageUrl(uid: string): string {
  return `/images/content/articles/${uid}.svg`;
}

function author(uid: string, name: string, bio: string): DemoAuthor {
  return {
    uid,
    name,
    bio,
    avatar: { url: authorAvatarUrl(uid), alt: `Portrait illustré de ${name}`, width: AVATAR_SIZE, height: AVATAR_SIZE },
  };
}

export const authors: DemoAuthor[] = [
  author(
    'claire-dumont',
    'Claire Dumont',
    "Coach en communication depuis douze ans, Claire aide les hommes à mieux écouter et à mieux se faire comprendre. Elle anime des ateliers de conversation à Lyon et croit qu'une bonne question vaut mieux que dix répliques brillantes.",
  ),
  author(
    'julien-marchand',
    'Julien Marchand',
    "Ancien grand timide, Julien a appris à aborder les autres à trente ans passés, pas à pas. Il accompagne aujourd'hui les hommes qui veulent gagner en assurance sans jouer un rôle.",
  ),
  author(
    'sofia-benali',
    'Sofia Benali',
    "Ex-designer produit dans une application de rencontre, Sofia connaît l'envers du décor des profils et des messages. Elle conseille nos membres sur leurs photos, leur bio et leurs premiers échanges.",
  ),
  author(
    'antoine-lefevre',
    'Antoine Lefèvre',
    "Conseiller en image, Antoine a habillé des acteurs de théâtre avant de se consacrer à l'accompagnement personnel. Son credo : une tenue juste ne vous déguise pas, elle vous met en valeur.",
  ),
  author(
    'helene-rousseau',
    'Hélène Rousseau',
    "Thérapeute de couple, Hélène reçoit depuis quinze ans des partenaires qui veulent faire durer leur histoire. Elle écrit sur le respect, le consentement et l'art de construire une relation solide.",
  ),
];

export const categories: DemoCategory[] = [
  {
    uid: 'premier-rendez-vous',
    name: 'Premier rendez-vous',
    description:
      'Choisir le lieu, apprivoiser le trac, relancer la conversation et conclure avec élégance : tout pour que la première rencontre soit un bon moment à deux.',
  },
  {
    uid: 'aborder-et-engager-la-conversation',
    name: 'Aborder et engager la conversation',
    description:
      "Oser dire bonjour, trouver le bon sujet, écouter vraiment : les clés d'une conversation naturelle, dans la vie réelle comme entre amis.",
  },
  {
    uid: 'confiance-en-soi',
    name: 'Confiance en soi',
    description: 'Timidité, peur du refus, rupture difficile : des exercices concrets pour gagner en assurance sans jouer un personnage.',
  },
  {
    uid: 'messages-et-applications',
    name: 'Messages et applications de rencontre',
    description:
      "Profil, photos, premier message, rythme des échanges : bien utiliser les applications de rencontre, jusqu'au rendez-vous.",
  },
  {
    uid: 'style-et-presentation',
    name: 'Style et présentation',
    description: 'Tenue, soin, voix et savoir-vivre : les détails qui vous mettent en valeur sans vous déguiser.',
  },
  {
    uid: 'relation-durable',
    name: 'Relation durable',
    description:
      'Définir la relation, communiquer sans reproche, traverser les désaccords : construire une histoire qui dure, dans le respect de chacun.',
  },
];

/** One accent colour and one default motif per category (illustrations). */
export const categoryVisuals: Record<string, { accent: string; motif: DemoMotif }> = {
  'premier-rendez-vous': { accent: '#f2a541', motif: 'cups' },
  'aborder-et-engager-la-conversation': { accent: '#2bb3a3', motif: 'bubbles' },
  'confiance-en-soi': { accent: '#7b61ff', motif: 'steps' },
  'messages-et-applications': { accent: '#3d8bfd', motif: 'phone' },
  'style-et-presentation': { accent: '#e07a5f', motif: 'collar' },
  'relation-durable': { accent: '#3fae6a', motif: 'rings' },
};

/** What each motif shows, for the images' alternative text. */
export const motifDescriptions: Record<DemoMotif, string> = {
  cups: 'deux tasses face à face sur une table',
  bubbles: 'des bulles de conversation qui se répondent',
  phone: "un téléphone d'où s'échappent des bulles de message",
  steps: 'des marches qui montent vers un soleil',
  collar: 'un col de chemise et un nœud papillon',
  rings: 'deux anneaux entrelacés',
  waves: 'des ondes qui se rejoignent',
  smile: "un sourire stylisé entouré d'éclats",
  pin: "un repère de carte au bout d'un chemin",
  shield: 'un bouclier protecteur',
  heart: 'un cœur formé de deux arcs',
  sun: "un soleil levant sur l'horizon",
};

export const tags: DemoTag[] = [
  { uid: 'premier-message', name: 'Premier message' },
  { uid: 'profil', name: 'Profil de rencontre' },
  { uid: 'conversation', name: 'Conversation' },
  { uid: 'ecoute', name: 'Écoute' },
  { uid: 'humour', name: 'Humour' },
  { uid: 'lieux', name: 'Lieux de rendez-vous' },
  { uid: 'langage-corporel', name: 'Langage corporel' },
  { uid: 'tenue', name: 'Tenue' },
  { uid: 'timidite', name: 'Timidité' },
  { uid: 'rejet', name: 'Gérer le refus' },
  { uid: 'authenticite', name: 'Authenticité' },
  { uid: 'consentement', name: 'Consentement et respect' },
  { uid: 'rupture', name: 'Après une rupture' },
  { uid: 'vie-sociale', name: 'Vie sociale' },
  { uid: 'vie-de-couple', name: 'Vie de couple' },
];
