import type { SubscriptionState } from '../../domain/subscription.ts';

/**
 * Texts of /account/subscription (docs/product.md#routes; docs/product.md#errors unsubscribe failure). Imported by that page only (a lazy
 * chunk), not registered in the entry's dictionary. {{name}} placeholders are filled with fill().
 */
export const subscriptionPages = {
  heading: 'Mon abonnement',
  intro: 'Votre formule VIP, vos prochains paiements et votre cashback.',
  loading: 'Chargement de votre abonnement…',
  loadFailed: 'Votre abonnement n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  none: 'Aucun abonnement n’est associé à ce compte.',
  noneHint: 'Devenez membre VIP pour lire tous les articles et échanger avec un coach.',
  summaryTitle: 'Détails de votre abonnement',
  stateLabel: 'Statut',
  states: {
    pending: 'En attente du paiement',
    trial: 'Période d’essai',
    active: 'Actif',
    retrying: 'Paiement en attente de régularisation',
    cancellationRequested: 'Résiliation en cours',
    ended: 'Terminé',
    erased: 'Terminé',
  } satisfies Record<SubscriptionState, string>,
  memberSince: 'Membre depuis le',
  nextPayment: 'Prochain paiement',
  nextPaymentValue: '{{amount}} le {{date}}',
  noNextPayment: 'Aucun\u202F: votre abonnement ne sera pas renouvelé',
  retryingNote:
    'Le dernier prélèvement a été refusé par votre banque\u202F; nous réessaierons automatiquement. Vous gardez votre accès en attendant.',
  accessUntil: 'Accès VIP jusqu’au',
  cashback: 'Cashback',
  cashbackPlanned: '{{amount}} remboursés sur votre carte le {{date}}',
  cashbackRefunded: '{{amount}} remboursés sur votre carte le {{date}} ✓',
  cashbackNone: 'Aucun cashback prévu',
  /**
   * Renewal stopped before any payment able to carry it (decision 0038): the cashback is not paid.
   * Chosen by src/i18n/subscription-texts.ts from the subscription's state.
   */
  cashbackForfeited:
    'Non versé\u202F: le cashback est remboursé 14\u00a0jours après le premier paiement au plein tarif, et votre abonnement s’arrête avant.',
  /** Still owed, on a date after the access ends: said as such. */
  cashbackAfterEnd: '{{amount}} remboursés sur votre carte le {{date}}, après la fin de votre accès',
  /** Shown while the subscription is in cancellationRequested (docs/product.md#routes cancellation-in-progress message). */
  cancellationTitle: 'Résiliation en cours',
  cancellationText:
    'Votre abonnement ne sera pas renouvelé et aucun nouveau prélèvement ne sera effectué. Vous gardez l’accès à tous les contenus et à vos coachs jusqu’au {{date}}. À cette date, votre compte sera fermé et vos données personnelles supprimées.',
  /** A cashback still owed after the access ends: the data go once it is refunded (its row is needed). */
  cancellationTextCashbackAfter:
    'Votre abonnement ne sera pas renouvelé et aucun nouveau prélèvement ne sera effectué. Vous gardez l’accès à tous les contenus et à vos coachs jusqu’au {{date}}. À cette date, votre compte sera fermé\u202F; vos données personnelles seront supprimées après le remboursement de votre cashback, le {{cashbackDate}}.',
  cancelledNow: 'Votre demande de résiliation est enregistrée. Un e\u2011mail de confirmation vous a été envoyé.',
  alreadyCancelled: 'Votre demande de résiliation avait déjà été enregistrée\u202F: rien n’a changé.',
  stopTitle: 'Résilier mon abonnement',
  stopText: 'Vous pouvez arrêter le renouvellement automatique à tout moment, sans frais. Ce que cela veut dire\u202F:',
  /** What ending means, said before any click; {{until}} is stopUntilDate or stopUntilUndated. */
  stopConsequences: [
    'vous gardez votre accès VIP {{until}}, sans nouveau prélèvement\u202F;',
    'à cette date, votre compte est fermé\u202F: vous ne pourrez plus vous connecter, et votre profil, avec ses données, est supprimé sans retour en arrière possible\u202F;',
    'pour revenir ensuite, il faudra vous réinscrire, comme un nouveau membre.',
  ],
  /**
   * Said before the stop when it would forfeit the cashback (in the trial, whose payment is smaller
   * than the cashback: decision 0038); inserted after the first consequence.
   */
  stopCashbackForfeit:
    'le cashback de {{amount}} n’est versé qu’après le premier paiement au plein tarif\u202F: en arrêtant pendant l’essai, vous y renoncez\u202F;',
  stopUntilDate: 'jusqu’au {{date}}',
  stopUntilUndated: 'jusqu’à la fin de la période déjà payée',
  stopRenewal: 'Arrêter le renouvellement',
  dialog: {
    title: 'Arrêter le renouvellement\u202F?',
    text: 'Votre abonnement ne sera plus renouvelé. Vous gardez l’accès VIP jusqu’au {{date}}\u202F; à cette date, votre compte sera fermé\u202F: vous ne pourrez plus vous connecter, et votre profil sera supprimé. Une résiliation ne peut pas être annulée\u202F: pour revenir, il faudra vous réinscrire.',
    checkbox:
      'Je confirme vouloir arrêter le renouvellement de mon abonnement et avoir compris que mon compte sera fermé à la fin de la période payée.',
    checkboxHint: 'Cochez la case pour pouvoir confirmer.',
    /** Added to the text when stopping forfeits the cashback (src/i18n/subscription-texts.ts stopForfeitsCashback). */
    cashbackForfeit:
      'Pendant l’essai, arrêter le renouvellement fait aussi renoncer au cashback de {{amount}}, versé seulement après le premier paiement au plein tarif.',
    /** Says what it does (L215-1-1): not a vague "Confirmer". */
    confirm: 'Résilier mon abonnement',
    confirming: 'Envoi…',
    cancel: 'Garder mon abonnement',
    close: 'Fermer',
    /** docs/product.md#errors, quoted exactly. */
    failed: 'Votre demande n’a pu être traitée, veuillez essayer plus tard.',
  },
  support: 'Une question sur votre abonnement\u202F?',
  supportLink: 'Contacter le support',
  backToAccount: 'Retour à mon compte',
} as const;
