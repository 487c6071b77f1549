/**
 * Texts of the content pages (docs/product.md#routes /articles, /article): article list, filters, pager, article page.
 * Imported by those pages only (lazy chunks), not registered in the entry's dictionary. Texts with
 * {{placeholders}} are filled with fill() (../fill.ts).
 */
export const contentPages = {
  list: {
    eyebrow: 'Le magazine',
    title: 'Les conseils de nos coachs',
    intro:
      'Aborder, écrire, préparer un rendez-vous, garder confiance\u202F: des articles concrets, classés par thème. Filtrez par catégorie, auteur ou mot-clé pour trouver ce qu’il vous faut.',
    filter: 'Filtrer',
    filterCount: '{{count}} filtre(s) actif(s)',
    activeFilters: 'Filtres actifs',
    removeFilter: 'Retirer le filtre «\u202F{{name}}\u202F»',
    clearAll: 'Tout effacer',
    loadMore: 'Charger plus d’articles',
    loading: 'Chargement…',
    loadError: 'Les articles suivants n’ont pas pu être chargés.',
    retry: 'Réessayer',
    end: 'Vous avez fait le tour\u202F: revenez bientôt, de nouveaux conseils arrivent chaque semaine.',
    emptyTitle: 'Aucun article ne correspond à votre recherche.',
    emptyText: 'Essayez d’autres filtres, ou effacez-les pour retrouver tous les articles.',
    results: 'Liste des articles',
  },
  filter: {
    title: 'Filtrer les articles',
    description: 'Choisissez une ou plusieurs catégories, auteurs ou mots-clés.',
    close: 'Fermer le panneau des filtres',
    categories: 'Catégories',
    authors: 'Auteurs',
    tags: 'Mots-clés',
    selectedCount: '{{count}} sélectionné(s)',
    none: 'Aucun choix disponible.',
    clearAll: 'Tout effacer',
    cancel: 'Annuler',
    apply: 'Appliquer',
  },
  card: {
    by: 'Par {{name}}',
  },
  article: {
    by: 'Par {{name}}',
    publishedOn: 'Publié le {{date}}',
    readingTime: '{{minutes}} min de lecture',
    categories: 'Catégories',
    tags: 'Mots-clés',
    copyLink: 'Copier le lien',
    copied: 'Le lien de l’article a été copié.',
    copyFailed: 'Le lien n’a pas pu être copié\u202F: copiez l’adresse de la page.',
    allArticles: 'Tous les articles',
    paywallEyebrow: 'Réservé aux membres',
    paywallTitle: 'La suite de cet article est réservée aux membres',
    paywallText:
      'Connectez-vous pour lire l’article en entier, ou inscrivez-vous pour accéder à tous nos conseils et à un coach qui vous répond.',
    paywallMemberText:
      'Votre abonnement ne donne pas encore accès à cet article\u202F: il sera disponible dès l’activation de votre compte.',
    login: 'Se connecter',
    register: 'S’inscrire',
    related: 'À lire aussi',
  },
} as const;
