/** The app shell: header, footer, navigation, home, breadcrumbs, snackbar, build watcher. */
export const app = {
  siteName: 'Galant',
  titleSeparator: ' – ',
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    articles: 'Articles',
    coaching: 'Coaching',
    contact: 'Support',
    login: 'Se connecter',
    register: "S'inscrire",
    account: 'Mon compte',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  footer: {
    label: 'Pied de page',
    about: 'À propos',
    terms: "Conditions générales d'utilisation",
    contact: 'Contacter le support',
    publisher: 'Éditeur du site',
    rights: 'Tous droits réservés.',
    translate: 'Traduire cette page',
  },
  breadcrumbs: {
    label: "Fil d'Ariane",
    home: 'Accueil',
    item: 'Détail',
  },
  titles: {
    home: 'Conseils de séduction et coaching en ligne',
    about: 'À propos',
    terms: "Conditions générales d'utilisation",
    page404: 'Page introuvable',
    page5xx: 'Erreur du service',
  },
  descriptions: {
    home: 'Galant : des conseils de séduction et un service de coaching en ligne pour réussir vos rendez-vous.',
    about: 'Qui sommes-nous ? Découvrez Galant, le coaching en séduction pour les hommes.',
    terms: "Les conditions générales d'utilisation du service Galant.",
  },
  home: {
    eyebrow: 'Coaching en séduction pour les hommes',
    title: 'Osez séduire, avec un coach à vos côtés',
    slogan1: 'Des conseils de séduction concrets, écrits par des coachs qui connaissent le terrain.',
    slogan2: 'Un service en ligne pour réussir vos rendez-vous, du premier message au premier verre.',
    cta: "Besoin d'un coach ?",
    secondaryCta: 'Lire les articles',
    featuresTitle: 'Ce que Galant vous apporte',
    feature1Title: 'Des articles pour progresser',
    feature1Text: 'Aborder, écrire, préparer un rendez-vous : des conseils clairs, classés par thème.',
    feature2Title: 'Un coach qui vous répond',
    feature2Text: 'Membre VIP, vous échangez avec un coach qui vous accompagne pas à pas.',
    feature3Title: 'Sans engagement',
    feature3Text: "L'abonnement se résilie en ligne à tout moment, en quelques clics.",
  },
  about: {
    title: 'À propos de Galant',
    paragraphs: [
      "Galant est né d'une conviction simple : la séduction s'apprend. Timidité, peur du rejet, messages qui restent sans réponse… chaque homme peut progresser avec de bons conseils et un peu de méthode.",
      "Nos coachs partagent leur expérience dans des articles pratiques, et accompagnent nos membres VIP dans un espace de coaching privé, pour préparer un premier message, un rendez-vous ou une relation qui dure.",
      "Notre approche repose sur le respect, la sincérité et la confiance en soi : pas de manipulation, seulement le meilleur de vous-même.",
    ],
  },
  terms: {
    title: "Conditions générales d'utilisation",
    sections: [
      {
        heading: '1. Objet',
        text: "Les présentes conditions régissent l'utilisation du site et du service d'abonnement de coaching proposé par l'éditeur.",
      },
      {
        heading: '2. Abonnement',
        text: "L'abonnement VIP donne accès à l'intégralité des articles et à l'espace de coaching. Il se renouvelle automatiquement à chaque période jusqu'à sa résiliation.",
      },
      {
        heading: '3. Résiliation',
        text: "Vous pouvez résilier votre abonnement en ligne à tout moment depuis votre compte, rubrique « Mon abonnement ». La résiliation prend effet à la fin de la période en cours.",
      },
      {
        heading: '4. Données personnelles',
        text: "Vos données sont traitées pour la fourniture du service. À la fin de l'abonnement, votre profil est supprimé ; les données de paiement sont conservées sans données personnelles pour nos obligations comptables.",
      },
      {
        heading: '5. Contact',
        text: 'Pour toute question, contactez notre support client depuis la rubrique Support.',
      },
    ],
  },
  snackbar: {
    close: 'Fermer la notification',
  },
  build: {
    newVersion: 'Une nouvelle version du site est disponible, la page va se recharger.',
  },
} as const;
