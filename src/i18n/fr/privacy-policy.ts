/**
 * The privacy policy page (/privacy-policy, docs/product.md#routes; docs/decisions/0022 for the
 * rights, 0011 for the end of membership). Imported by that page only (a lazy chunk), not by the
 * entry. Every figure says what the code does: tests/unit/privacy-policy.test.ts checks the
 * durations against the constants they come from, so a change there fails until this text follows.
 */
export const privacyPolicy = {
  heading: 'Politique de confidentialité',
  intro:
    'Ce que nous gardons de vous, pourquoi, combien de temps, qui le reçoit, et comment exercer vos droits. Nous ne vendons ni ne louons vos données, et nous n’en faisons aucun usage publicitaire.',
  contents: 'Sur cette page',
  controller: {
    title: 'Qui est responsable de vos données',
    text: 'Le responsable du traitement est l’éditeur du site\u202F:',
    contact:
      'Pour toute question sur vos données, écrivez à notre support\u202F: c’est aussi là que s’exercent les droits qui ne se règlent pas directement depuis votre compte.',
    contactLink: 'Contacter le support',
  },
  kept: {
    title: 'Ce que nous conservons, et pourquoi',
    whyLabel: 'Pourquoi\u202F:',
    items: [
      {
        what: 'Votre compte',
        detail:
          'Adresse e\u2011mail, mot de passe (jamais en clair\u202F: seule une empreinte Argon2id est enregistrée), nom ou pseudonyme montré aux coachs, favoris, statut et dates.',
        why: 'Vous identifier et vous donner accès au service (exécution du contrat).',
      },
      {
        what: 'Votre abonnement et vos paiements',
        detail:
          'Formule, dates et état de l’abonnement, montant et date de chaque paiement et remboursement, reçus, cashback, votre demande de démarrer le service avant la fin du délai de rétractation, et la plateforme partenaire qui vous a conduit jusqu’à nous.',
        why: 'Encaisser, renouveler et rembourser (exécution du contrat)\u202F; tenir notre comptabilité (obligation légale).',
      },
      {
        what: 'Votre carte',
        detail:
          'Marque, quatre derniers chiffres, date d’expiration et le jeton que notre prestataire de paiement nous remet. Le numéro complet, le cryptogramme et le nom du titulaire ne font que transiter vers le prestataire\u202F: nous ne les enregistrons jamais.',
        why: 'Renouveler l’abonnement et rembourser le cashback sur la carte qui a payé (exécution du contrat).',
      },
      {
        what: 'Vos échanges',
        detail: 'Vos demandes au support (nom, adresse e\u2011mail, messages) et vos discussions avec les coachs.',
        why: 'Vous répondre et vous accompagner (exécution du contrat, ou votre demande si vous n’avez pas de compte).',
      },
      {
        what: 'Les e\u2011mails que nous vous envoyons',
        detail:
          'Destinataire, objet, date et état de l’envoi. Leur contenu est chiffré tant qu’il attend d’être envoyé, puis effacé une fois l’e\u2011mail remis à notre prestataire d’envoi.',
        why: 'Envoyer chaque e\u2011mail une fois et une seule (exécution du contrat).',
      },
      {
        what: 'La sécurité du service',
        detail:
          'Votre adresse IP et la page demandée, dans le journal du serveur (les jetons des liens y sont masqués)\u202F; des compteurs de requêtes par adresse IP\u202F; les tentatives de connexion échouées, sous forme d’empreinte (ni l’identifiant saisi ni l’adresse IP en clair).',
        why: 'Protéger le service et vos comptes contre les abus et les tentatives d’intrusion (intérêt légitime).',
      },
      {
        what: 'La mesure d’audience',
        detail:
          'Le site compte lui-même les étapes des parcours, avec un identifiant tiré au hasard pour l’onglet, sans cookie ni donnée personnelle.',
        why: 'Savoir où les parcours échouent pour les améliorer (intérêt légitime).',
      },
    ],
  },
  retention: {
    title: 'Combien de temps',
    items: [
      {
        what: 'Votre compte, votre abonnement, votre carte, vos échanges et vos e\u2011mails',
        how: 'Jusqu’à la fin de votre abonnement. Une résiliation prend effet à la fin de la période déjà payée\u202F: votre compte est alors fermé (vous ne pouvez plus vous connecter) et votre profil est supprimé dans les deux heures, ou, si un cashback vous est encore dû, dans les deux heures qui suivent son remboursement. Sans abonnement en cours ni remboursement attendu, vous pouvez aussi supprimer votre compte vous-même.',
      },
      {
        what: 'Un compte créé mais jamais payé',
        how: '30 jours après sa création, il est supprimé avec tout ce qui s’y rattache (un paiement refusé reste, sans lien avec vous).',
      },
      {
        what: 'Vos paiements et leurs reçus',
        how: 'Dix ans, comme l’exige le Code de commerce (article L123-22). À la suppression de votre compte, un paiement perd tout lien avec vous, ainsi que le jeton et les quatre derniers chiffres de la carte\u202F; un reçu reste tel qu’il a été émis (formule, montant, marque et quatre derniers chiffres de la carte).',
      },
      {
        what: 'Une demande au support faite sans compte',
        how: 'Jusqu’à ce que vous nous demandiez de l’effacer.',
      },
      {
        what: 'Les liens envoyés par e\u2011mail',
        how: 'Réinitialisation du mot de passe\u202F: 1 heure. Suivi d’une demande au support\u202F: 30 jours. Changement de carte après un paiement refusé\u202F: 7 jours.',
      },
      {
        what: 'La sécurité',
        how: 'Tentatives de connexion échouées\u202F: comptées 15 minutes, puis effacées à la tentative de connexion suivante sur le site. Compteurs par adresse IP\u202F: le temps de leur fenêtre, une heure au plus. Journal du serveur\u202F: six mois au plus.',
      },
      {
        what: 'La mesure d’audience',
        how: 'L’identifiant de l’onglet est oublié le jour même\u202F; seuls des totaux restent.',
      },
    ],
  },
  recipients: {
    title: 'Qui les reçoit',
    items: [
      {
        who: 'Nos coachs et notre support',
        what: 'Vos demandes, vos discussions, votre nom ou pseudonyme et votre adresse e\u2011mail, pour vous répondre.',
      },
      {
        who: 'Notre prestataire de paiement',
        what: 'Le numéro, la date d’expiration et le cryptogramme de votre carte, le nom du titulaire et le montant de chaque paiement, pour débiter ou rembourser votre carte.',
      },
      {
        who: 'Notre prestataire d’envoi d’e\u2011mails',
        what: 'Votre adresse e\u2011mail et le contenu des e\u2011mails que nous vous envoyons (confirmations, reçus, rappels, liens), pour vous les remettre.',
      },
      {
        who: 'Notre hébergeur',
        what: 'Il héberge nos serveurs et notre base de données, sans y accéder pour son propre compte.',
      },
      {
        who: 'Google, seulement si vous l’acceptez',
        what: 'Quand le site propose la mesure d’audience (Google Tag Manager) ou la traduction des pages (Google Traduction), leurs scripts ne se chargent qu’après votre accord, donné ou retiré à tout moment par le lien «\u202FGérer les cookies\u202F» en bas de page.',
      },
    ],
  },
  storage: {
    title: 'Cookies et stockage dans votre navigateur',
    items: [
      {
        name: 'Session',
        what: 'Vous garde connecté (cookie inaccessible aux scripts)\u202F: 30 jours au plus après votre connexion.',
      },
      { name: 'Langue', what: 'Retient la langue de l’interface\u202F: 365 jours.' },
      {
        name: 'Choix des cookies',
        what: 'Retient votre accord ou votre refus des services de Google, seulement quand le site les propose\u202F: 182 jours, soit environ six mois.',
      },
      {
        name: 'Inscription',
        what: 'Pendant l’inscription, votre navigateur garde lui-même l’offre choisie, la plateforme partenaire, votre adresse e\u2011mail et le résultat du paiement, pour reprendre là où vous en étiez. Les réglages de votre navigateur permettent de l’effacer.',
      },
    ],
  },
  rights: {
    title: 'Vos droits et comment les exercer',
    intro:
      'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données (RGPD, articles 15 à 21). Nous répondons dans un délai d’un mois.',
    items: [
      {
        right: 'Accès et portabilité',
        how: 'Depuis «\u202FMes données\u202F» dans votre compte, téléchargez en un clic un fichier de vos données\u202F: profil, abonnement, carte, paiements et reçus, demandes au support et discussions avec les coachs.',
        link: 'Aller à mon compte',
        to: 'account',
      },
      {
        right: 'Effacement',
        how: 'Depuis «\u202FMes données\u202F» dans votre compte, supprimez votre compte. Un abonnement en cours se résilie d’abord\u202F: votre compte est alors fermé et supprimé à la fin de la période déjà payée.',
        link: 'Aller à mon compte',
        to: 'account',
      },
      {
        right: 'Rectification',
        how: 'Votre nom ou pseudonyme et votre mot de passe se modifient dans votre compte. Pour le reste (votre adresse e\u2011mail, par exemple), écrivez au support.',
        link: 'Contacter le support',
        to: 'contact',
      },
      {
        right: 'Limitation, opposition et toute autre question',
        how: 'Écrivez au support, avec ou sans compte.',
        link: 'Contacter le support',
        to: 'contact',
      },
    ],
    complaint:
      'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL)\u202F:',
    complaintLink: 'www.cnil.fr',
  },
  terms: 'Les conditions de l’abonnement sont dans nos',
  termsLink: 'conditions générales d’utilisation',
} as const;
