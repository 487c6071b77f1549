/**
 * The "Mes données" section of /account (views/components/account-privacy): download of
 * the member’s data, deletion of the account. Refusal reasons come from the server
 * (privacy-server.ts).
 */
export const privacyPages = {
  title: 'Mes données',
  intro: 'Emportez une copie de vos données, ou supprimez votre compte.',
  exportTitle: 'Télécharger mes données',
  exportText:
    'Un fichier JSON avec votre profil, votre abonnement, vos paiements et les numéros de leurs reçus, vos demandes au support et vos discussions avec les coachs, messages compris.',
  exportButton: 'Télécharger mes données (JSON)',
  exporting: 'Préparation du fichier…',
  exported: 'Votre fichier a été téléchargé.',
  exportFailed: 'Le téléchargement n’a pas abouti. Réessayez dans un instant.',
  deleteTitle: 'Supprimer mon compte',
  deleteText:
    'La suppression est définitive : votre profil, vos demandes au support et vos discussions avec les coachs sont effacés, et vous êtes déconnecté sur cet appareil. Vos paiements et leurs reçus sont conservés sans lien avec vous, comme la loi l’exige pour la comptabilité.',
  /** Decision 0038: with a subscription, the stop of its renewal is the deletion (at the end of the paid period). */
  deleteSubscriptionNote:
    'Avec un abonnement en cours, résiliez-le depuis la page Abonnement\u202F: votre compte et vos données seront alors supprimés automatiquement à la fin de la période payée, sans autre démarche.',
  startDeletion: 'Supprimer mon compte…',
  confirmTitle: 'Confirmez la suppression de votre compte',
  confirmCheckbox: 'Je comprends que mon compte et toutes mes données seront supprimés définitivement, sans retour possible.',
  tickMissing: 'Cochez cette case pour confirmer.',
  confirmButton: 'Supprimer définitivement mon compte',
  deleting: 'Suppression en cours…',
  cancel: 'Annuler',
  close: 'Fermer',
  deletionFailed: 'La suppression n’a pas abouti : votre compte est intact. Réessayez dans un instant.',
  deleted: 'Votre compte et vos données ont été supprimés.',
  subscriptionLink: 'Aller à la page Abonnement',
} as const;
