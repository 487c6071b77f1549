/**
 * The consent banner and its preferences (docs/decisions/0022-privacy-and-consent.md):
 * shown before any third-party script loads. Loaded with the banner, never by the entry.
 * The library writes these texts as HTML: plain text only.
 */
export const consentBanner = {
  title: 'Vos choix sur les cookies',
  /** {{services}}: the configured services, joined by « et ». */
  description:
    'Avec votre accord, nous utilisons {{services}}, qui déposent des cookies chez Google. Refuser ne vous prive d’aucune page du site. Notre propre comptage anonyme des visites, sans cookie ni service tiers, ne demande pas votre accord. Votre choix est gardé 6 mois ; changez-le à tout moment avec « Gérer les cookies », en bas de chaque page.',
  and: ' et ',
  services: {
    audience: 'la mesure d’audience de Google Tag Manager',
    translation: 'la traduction automatique des pages de Google Traduction',
  },
  acceptAll: 'Tout accepter',
  rejectAll: 'Tout refuser',
  choose: 'Choisir',
  label: 'Consentement aux cookies',
  preferencesTitle: 'Gérer les cookies',
  save: 'Enregistrer mes choix',
  close: 'Fermer',
  serviceCounter: 'service|services',
  intro: 'Choisissez, service par service, ce que vous acceptez. Vous pouvez revenir sur ce choix à tout moment.',
  sections: {
    necessary: {
      title: 'Fonctionnement du site (toujours actif)',
      description:
        'Votre session de connexion, la langue et ce choix. Sans eux, le site ne fonctionne pas : ils ne demandent pas d’accord.',
    },
    audience: {
      title: 'Mesure d’audience (Google Tag Manager)',
      description:
        'Google Tag Manager charge des outils de mesure de Google, qui déposent des cookies pour compter les visites et les inscriptions.',
    },
    translation: {
      title: 'Traduction des pages (Google Traduction)',
      description: 'Le module de Google Traduction, en bas de page, traduit le site dans votre langue ; il dépose des cookies chez Google.',
    },
    anonymous: {
      title: 'Comptage anonyme des visites (sans cookie, sans accord)',
      description:
        'Nous comptons nous-mêmes les étapes parcourues sur le site, de façon anonyme : un numéro tiré au hasard, gardé par l’onglet et oublié le jour même, sans cookie ni service tiers. La loi ne demande pas d’accord pour cela.',
    },
  },
} as const;
