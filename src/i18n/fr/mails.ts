/**
 * The e-mails (docs/decisions/0023-html-mails.md): the shared layout's words, then each mail's
 * texts, laid out by server/mail/templates. A mail is a subject, an inbox preview, a heading, a
 * greeting, paragraphs, one main button (label and a note under it), closing paragraphs and the
 * reason the recipient gets it.
 *
 * Subjects and previews are DISCREET: they show on a lock screen and in a shared inbox, so they
 * never say what the site is about, nor carry its name (the sender's name does) nor a title the
 * member wrote (tests/unit/mail-rendering.test.ts checks every one against a list of words).
 */
export const mails = {
  layout: {
    signature: 'L’équipe {{siteName}}',
    /** Under the button: some clients block buttons, every client shows a link. */
    buttonFallback: 'Si le bouton ne s’ouvre pas, copiez ce lien dans votre navigateur\u202F:',
    /** The publisher's legal line (LCEN art. 6): the same details as the site's footer. */
    publisher: 'Éditeur\u202F: {{name}}, {{address}} — {{registration}}',
    /** The text part's form of the button. */
    textAction: '{{label}}\u202F:',
  },
  /** Why the recipient gets the mail, in the footer. */
  reasons: {
    account: 'Vous recevez cet e‑mail parce qu’il concerne votre compte {{siteName}}. Ce n’est pas un message publicitaire.',
    support: 'Vous recevez cet e‑mail parce que vous avez écrit au service client de {{siteName}} avec cette adresse.',
    request:
      'Vous recevez cet e‑mail parce que quelqu’un l’a demandé avec cette adresse sur {{siteName}}. Si ce n’est pas vous, ignorez-le.',
  },
  /** The account was verified after payment (docs/product.md#states): sent once, by the provider's notification. */
  accountVerified: {
    subject: 'Votre compte est vérifié',
    preview: 'Votre paiement a bien été reçu et votre compte est actif.',
    heading: 'Votre compte est actif',
    greeting: 'Bonjour,',
    paragraphs: [
      'Votre paiement a bien été reçu et votre compte {{siteName}} est maintenant actif. Connectez-vous pour accéder à tous les articles et à vos coachs.',
    ],
    action: 'Me connecter',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe',
    preview: 'Choisissez un nouveau mot de passe (lien valable une heure).',
    heading: 'Choisir un nouveau mot de passe',
    greeting: 'Bonjour,',
    paragraphs: ['Vous avez demandé à réinitialiser le mot de passe de votre compte {{siteName}}.'],
    action: 'Choisir un nouveau mot de passe',
    note: 'Ce lien est valable une heure et ne sert qu’une fois.',
    closing: ['Si vous n’êtes pas à l’origine de cette demande, ignorez cet e‑mail\u202F: votre mot de passe reste inchangé.'],
  },
  /** Support (contact): the follow-up link carries a support token, valid {{days}} days. */
  ticketReceived: {
    subject: 'Votre demande a bien été reçue',
    preview: 'Nous vous répondrons dès que possible.',
    heading: 'Demande reçue',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Nous avons bien reçu votre demande «\u202F{{title}}\u202F» et vous répondrons dès que possible.'],
    action: 'Suivre mes demandes',
    note: 'Ce lien personnel est valable {{days}} jours\u202F: ne le partagez pas.',
  },
  ticketReplied: {
    subject: 'Nouvelle réponse à votre demande',
    preview: 'Lisez la réponse et répondez depuis votre lien de suivi.',
    heading: 'Nouvelle réponse',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['{{staffName}} a répondu à votre demande «\u202F{{title}}\u202F» (statut\u202F: {{status}})\u202F:'],
    action: 'Lire et répondre',
    note: 'Ce lien personnel est valable {{days}} jours\u202F: ne le partagez pas.',
  },
  /** Coaching (docs/decisions/0014-coaching.md): the link opens the discussion once signed in, no token. */
  discussionReceived: {
    subject: 'Votre discussion a bien été transmise',
    preview: 'Vous serez prévenu par e‑mail de la réponse.',
    heading: 'Discussion transmise',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Votre discussion «\u202F{{title}}\u202F» est bien arrivée\u202F: un coach vous répondra dès que possible, et vous en serez prévenu par e‑mail.',
    ],
    action: 'Ouvrir la discussion',
    note: 'Connexion requise.',
  },
  discussionReplied: {
    subject: 'Vous avez reçu une réponse',
    preview: 'Lisez-la et répondez depuis votre espace.',
    heading: 'Nouvelle réponse',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['{{staffName}} a répondu à votre discussion «\u202F{{title}}\u202F» (statut\u202F: {{status}})\u202F:'],
    action: 'Lire et répondre',
    note: 'Connexion requise.',
  },
  /** Sent by POST …/auth-token/refresh to a known address. */
  followUpLink: {
    subject: 'Votre lien de suivi',
    preview: 'Retrouvez vos demandes et répondez-y.',
    heading: 'Votre lien de suivi',
    greeting: 'Bonjour {{name}},',
    paragraphs: ['Voici votre lien pour suivre vos demandes auprès de {{siteName}} et y répondre.'],
    action: 'Ouvrir mes demandes',
    note: 'Ce lien personnel est valable {{days}} jours\u202F: ne le partagez pas.',
    closing: ['Si vous n’avez rien demandé, ignorez cet e‑mail.'],
  },
  /** Confirmation on a durable medium (Code de la consommation, L215-1-1). */
  cancelled: {
    subject: 'Confirmation de la résiliation de votre abonnement',
    preview: 'Votre accès reste ouvert jusqu’au {{endDate}}.',
    heading: 'Résiliation enregistrée',
    greeting: 'Bonjour,',
    paragraphs: [
      'Nous avons bien reçu votre demande de résiliation le {{cancelledDate}}. Votre abonnement ne sera plus renouvelé et aucun nouveau prélèvement ne sera effectué.',
      'Vous gardez l’accès à tous les contenus et à vos coachs jusqu’au {{endDate}}. À cette date, votre compte sera fermé et vos données personnelles supprimées.',
    ],
    facts: { requested: 'Demande de résiliation', ends: 'Fin de l’accès' },
    action: 'Voir mon abonnement',
  },
  /** The next retry date, and the change-card link (signed, no sign-in, 7 days). */
  renewalFailed: {
    subject: 'Le renouvellement de votre abonnement a échoué',
    preview: 'Nouvelle tentative le {{retryDate}}.',
    heading: 'Paiement refusé',
    greeting: 'Bonjour,',
    paragraphs: [
      'Le paiement de {{amount}} pour le renouvellement de votre abonnement a été refusé par votre banque ({{code}}).',
      'Vous gardez votre accès en attendant\u202F: nous réessaierons le {{retryDate}}. Si les tentatives suivantes échouent aussi, votre abonnement prendra fin.',
    ],
    facts: { amount: 'Montant', retry: 'Prochaine tentative' },
    action: 'Enregistrer une autre carte',
    note: 'Pour changer de carte avant la prochaine tentative, sans avoir à vous connecter (lien valable 7 jours).',
    /** When no change-card link could be made: the subscription page (sign-in needed). */
    accountAction: 'Voir mon abonnement',
  },
  ended: {
    subject: 'Votre abonnement est terminé',
    preview: 'Votre compte est fermé.',
    heading: 'Abonnement terminé',
    greeting: 'Bonjour,',
    paragraphs: [
      'Votre abonnement {{siteName}} a pris fin le {{endDate}}. Votre compte est fermé et vos données personnelles vont être supprimées\u202F; les justificatifs de paiement sont conservés sans donnée personnelle.',
      'Pour revenir parmi nous, il suffit de créer un nouveau compte.',
    ],
    /** Ended by the last refused renewal: replaces the first paragraph (decision 0038). */
    refused:
      'Votre carte a de nouveau été refusée par votre banque pour le renouvellement de {{amount}} (code {{code}}), après plusieurs tentatives\u202F: votre abonnement {{siteName}} a donc pris fin le {{endDate}}. Votre compte est fermé et vos données personnelles vont être supprimées\u202F; les justificatifs de paiement sont conservés sans donnée personnelle.',
    refusedPreview: 'Paiement refusé\u202F: votre compte est fermé.',
    action: 'Créer un compte',
  },
  cashback: {
    subject: 'Votre cashback de {{amount}} est en route',
    preview: 'Remboursé sur la carte {{card}}.',
    heading: 'Votre cashback est en route',
    greeting: 'Bonjour,',
    paragraphs: [
      'Comme promis, nous venons de rembourser {{amount}} de cashback sur la carte {{card}}. Selon votre banque, le montant apparaît sous quelques jours.',
    ],
    action: 'Voir mes paiements',
  },
  /** Before the trial ends (docs/decisions/0023-html-mails.md): date, amount, how to cancel. */
  trialReminder: {
    subject: 'Votre période d’essai se termine le {{date}}',
    preview: 'Premier paiement de {{amount}} le {{date}}, sauf résiliation.',
    heading: 'Votre essai se termine bientôt',
    greeting: 'Bonjour,',
    paragraphs: [
      'Votre période d’essai se termine le {{date}}. Sauf résiliation d’ici là, votre abonnement se poursuit ce jour-là et votre carte est débitée de {{amount}}, puis de {{period}}.',
      'Vous ne souhaitez pas continuer\u202F? Résiliez avant le {{date}} depuis la page de votre abonnement, en trois clics\u202F: aucun prélèvement ne sera effectué et vous gardez votre accès jusqu’à la fin de l’essai.',
    ],
    facts: { date: 'Premier paiement', amount: 'Montant TTC', then: 'Ensuite' },
    /** The renewal's rhythm: "29,90 € par mois", "29,90 € tous les 3 mois". */
    periodSingle: '{{amount}} par {{unit}}',
    period: '{{amount}} tous les {{count}} {{unit}}',
    action: 'Gérer mon abonnement',
  },
  /**
   * The acknowledgement of a withdrawal on a durable medium (L221-21; docs/decisions/0021-withdrawal.md):
   * the request's date and the amount refunded. The account is closed: the button leads to the
   * customer service, not to a page that needs a sign-in.
   */
  withdrawal: {
    subject: 'Votre demande de rétractation',
    preview: 'Demande reçue le {{requestDate}}.',
    heading: 'Rétractation enregistrée',
    greeting: 'Bonjour,',
    paragraphs: [
      'Nous avons bien reçu le {{requestDate}} votre demande de rétractation.',
      'Montant remboursé\u202F: {{amount}}{{card}}. Selon votre banque, le remboursement apparaît sous quelques jours.',
      'Votre abonnement a pris fin le {{requestDate}}\u202F: votre compte est fermé et vos données personnelles vont être supprimées\u202F; les justificatifs de paiement sont conservés sans donnée personnelle.',
    ],
    card: ', sur la carte {{card}}',
    facts: { requested: 'Date de la demande', refund: 'Montant remboursé' },
    action: 'Contacter le service client',
  },
  /** Each charge's receipt (docs/decisions/0020-receipts.md). */
  receipt: {
    subject: 'Votre reçu {{number}}',
    preview: 'Paiement de {{amount}} reçu le {{date}}.',
    heading: 'Merci pour votre paiement',
    greeting: 'Bonjour,',
    paragraphs: ['Nous avons bien reçu votre paiement de {{amount}} le {{date}}, par la carte {{card}}.'],
    facts: { number: 'Reçu n°', exclVat: 'Montant HT', vat: 'TVA ({{rate}})', total: 'Total TTC' },
    action: 'Voir mes paiements et télécharger le reçu',
    seller: 'Vendeur\u202F: {{seller}}',
  },
} as const;
