/**
 * Texts of the coaching pages (/coaching, /coaching/new-discussion, /coaching/{uid}), imported by
 * those lazy pages and their hooks only, so they stay out of the entry bundle. Route titles are in
 * ./app.ts (`titles`); ticket statuses are the support pages' (docs/product.md#states "En cours", "Fermé", "Terminé").
 * Docs: docs/decisions/0014-coaching.md.
 */
export const coachingPages = {
  /** Error snackbars (docs/product.md#errors), worded for discussions. */
  snackbar: {
    loadDiscussions: 'Impossible de charger vos discussions pour le moment. Veuillez réessayer.',
    loadDiscussion: 'Impossible de charger la discussion pour le moment. Veuillez réessayer.',
    sendDiscussion: 'Votre discussion n’a pas pu être envoyée. Veuillez réessayer.',
    sendMessage: 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
    conflict: 'Cette discussion a changé entre-temps\u202F: elle vient d’être rechargée.',
    nameSaved: 'C’est noté\u202F: les coachs vous appelleront «\u202F{{name}}\u202F».',
    discussionOpened: 'Votre discussion est ouverte\u202F: un coach vous répondra bientôt.',
  },
  list: {
    heading: 'Mon coaching',
    intro:
      'Posez vos questions à nos coachs\u202F: rendez-vous, messages, confiance en vous… Ils vous répondent par écrit, ici même, et vous êtes prévenu par e\u2011mail.',
    newDiscussion: 'Nouvelle discussion',
    title: 'Mes discussions',
    loading: 'Chargement de vos discussions…',
    empty: 'Vous n’avez pas encore de discussion avec un coach. Lancez-vous\u202F: la première question est souvent la plus utile.',
    loadMore: 'Afficher plus de discussions',
    loadFailed: 'Vos discussions n’ont pas pu être chargées.',
    /** A coach answered and the member has not opened the discussion since (decision 0036). */
    unread: 'Nouvelle réponse de votre coach',
  },
  nickname: {
    shownAs: 'Les coachs vous appellent «\u202F{{name}}\u202F».',
    change: 'Modifier',
    missing: 'Choisissez le prénom ou le pseudo que verront les coachs.',
    choose: 'Choisir mon prénom',
    loadFailed: 'Votre profil n’a pas pu être chargé.',
    retry: 'Réessayer',
    dialogTitle: 'Comment votre coach doit-il vous appeler\u202F?',
    dialogText:
      'Indiquez votre prénom ou un pseudo\u202F: c’est le nom que verront les coachs dans vos discussions. Vous pourrez le changer à tout moment, ici ou depuis votre compte.',
    label: 'Prénom ou pseudo',
    hint: '24 caractères au plus\u202F: lettres, espaces, apostrophes, points et tirets.',
    submit: 'Enregistrer',
    submitting: 'Enregistrement…',
    later: 'Plus tard',
    saveFailed: 'Votre prénom n’a pas pu être enregistré. Veuillez réessayer.',
  },
  newDiscussion: {
    heading: 'Nouvelle discussion',
    intro: 'Décrivez votre situation ou votre question\u202F: un coach vous répond par écrit, et vous êtes prévenu par e\u2011mail.',
    title: 'Sujet',
    titleHint: 'En quelques mots, par exemple «\u202FPréparer un premier rendez-vous\u202F».',
    message: 'Votre message',
    messageHint: '5 000 caractères au plus. Plus vous donnez de contexte, plus la réponse sera précise.',
    submit: 'Envoyer à un coach',
    submitting: 'Envoi…',
    back: 'Retour à mes discussions',
  },
  /** The conversation, worded as a discussion (views/components/support/ticket-thread.tsx texts). */
  discussion: {
    back: 'Retour à mes discussions',
    loading: 'Chargement de la discussion…',
    loadFailed: 'La discussion n’a pas pu être chargée.',
    staffBadge: 'Coach',
    closedHint: 'Cette discussion est fermée\u202F: votre réponse la rouvrira.',
    lockedTitle: 'Cette discussion est terminée',
    locked: 'Vous ne pouvez plus y répondre. Pour écrire à nouveau à un coach, ouvrez une nouvelle discussion.',
    newTicket: 'Ouvrir une nouvelle discussion',
  },
  /** The coaching space (list, new discussion) refused: session ended (401) or no longer VIP (403). */
  spaceRejected: {
    unauthorized: 'Votre session a expiré\u202F: reconnectez-vous pour retrouver vos discussions avec les coachs.',
    forbidden: 'Votre espace coaching n’est pas accessible depuis ce compte\u202F: il est réservé aux membres VIP.',
    signIn: 'Me reconnecter',
  },
  rejected: {
    forbidden: 'Cette discussion n’est pas accessible depuis votre compte.',
    notFound: 'Cette discussion est introuvable.',
    unauthorized: 'Votre session a expiré\u202F: reconnectez-vous pour lire cette discussion.',
  },
} as const;
