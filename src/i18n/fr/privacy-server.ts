/**
 * Messages of the privacy API: the data export and the deletion of an account
 * (server/modules/privacy). Dates are filled in with {{date}}.
 */
export const privacyServer = {
  confirmationRequired: 'Cochez la case pour confirmer la suppression définitive de votre compte.',
  deleted: 'Votre compte et vos données ont été supprimés.',
  accountGone: 'Ce compte n’existe plus.',
  refusals: {
    /**
     * Decision 0038: once the renewal is stopped, the account is not deleted on request but by
     * itself at the end of the paid period; these say exactly that (no promise of a later deletion
     * by hand, which subscription_ending refuses).
     */
    subscription_running:
      'Votre abonnement est en cours\u202f: résiliez-le d’abord depuis la page Abonnement. Votre compte et vos données seront alors supprimés automatiquement à la fin de la période payée, sans autre démarche de votre part.',
    subscription_ending:
      'Votre abonnement est résilié et reste actif jusqu’au {{date}}\u202f: votre compte et vos données seront supprimés automatiquement à cette date, sans autre démarche de votre part.',
    payment_pending: 'Un paiement est en cours de confirmation : réessayez dans quelques minutes.',
    refund_owed:
      'Un remboursement vous est encore dû le {{date}} : votre compte et vos données seront supprimés automatiquement une fois le remboursement effectué.',
    staff_account: 'Un compte de l’équipe (coach, administration) est fermé par un administrateur, pas depuis cette page.',
  },
} as const;
