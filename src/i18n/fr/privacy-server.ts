/**
 * Messages of the privacy API (issue 16): the data export and the deletion of an account
 * (server/modules/privacy). Dates are filled in with {{date}}.
 */
export const privacyServer = {
  confirmationRequired: 'Cochez la case pour confirmer la suppression définitive de votre compte.',
  deleted: 'Votre compte et vos données ont été supprimés.',
  accountGone: 'Ce compte n’existe plus.',
  refusals: {
    subscription_running:
      'Votre abonnement est en cours : résiliez-le d’abord depuis la page Abonnement. Vous pourrez ensuite supprimer votre compte, ou il le sera automatiquement à la fin de la période payée.',
    subscription_ending:
      'Votre abonnement est résilié et reste actif jusqu’au {{date}} : votre compte et vos données seront supprimés automatiquement à cette date.',
    payment_pending: 'Un paiement est en cours de confirmation : réessayez dans quelques minutes.',
    refund_owed:
      'Un remboursement vous est encore dû le {{date}} : votre compte et vos données seront supprimés automatiquement une fois le remboursement effectué.',
    staff_account: 'Un compte de l’équipe (coach, administration) est fermé par un administrateur, pas depuis cette page.',
  },
} as const;
