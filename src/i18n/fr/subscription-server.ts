/** Messages of the subscription API (§7 /subscriptions, §8) and of the lifecycle e-mails. */
export const subscriptionServer = {
  /** §8 unsubscribe failure, quoted exactly. */
  unsubscribeFailed: 'Votre demande n’a pu être traitée, veuillez essayer plus tard.',
  noSubscription: 'Aucun abonnement n’est associé à ce compte.',
  unsubscribed: 'Votre demande de résiliation est enregistrée. Votre abonnement reste actif jusqu’au {{date}}, sans nouveau prélèvement.',
  alreadyUnsubscribed: 'Votre demande de résiliation avait déjà été enregistrée\u202F: rien n’a changé. Votre abonnement reste actif jusqu’au {{date}}.',
  mails: {
    /** Confirmation on a durable medium (Code de la consommation, L215-1-1). */
    cancelledSubject: 'Confirmation de la résiliation de votre abonnement {{siteName}}',
    cancelledText:
      'Bonjour,\n\nNous avons bien reçu votre demande de résiliation le {{cancelledDate}}. Votre abonnement ne sera plus renouvelé et aucun nouveau prélèvement ne sera effectué.\n\nVous gardez l’accès à tous les contenus et à vos coachs jusqu’au {{endDate}}. À cette date, votre compte sera fermé et vos données personnelles supprimées.\n\nL’équipe {{siteName}}\n',
    renewalFailedSubject: 'Le renouvellement de votre abonnement {{siteName}} a échoué',
    renewalFailedText:
      'Bonjour,\n\nLe paiement de {{amount}} pour le renouvellement de votre abonnement a été refusé par votre banque ({{code}}).\n\nVous gardez votre accès en attendant\u202F: nous réessaierons le {{retryDate}}. Si les tentatives suivantes échouent aussi, votre abonnement prendra fin.\n\nL’équipe {{siteName}}\n',
    endedSubject: 'Votre abonnement {{siteName}} est terminé',
    endedText:
      'Bonjour,\n\nVotre abonnement {{siteName}} a pris fin le {{endDate}}. Votre compte est fermé et vos données personnelles vont être supprimées\u202F; les justificatifs de paiement sont conservés sans donnée personnelle.\n\nPour revenir parmi nous, il suffit de créer un nouveau compte\u202F: {{siteUrl}}/registration\n\nL’équipe {{siteName}}\n',
    cashbackSubject: 'Votre cashback {{siteName}} de {{amount}} est en route',
    cashbackText:
      'Bonjour,\n\nComme promis, nous venons de rembourser {{amount}} de cashback sur la carte {{card}}. Selon votre banque, le montant apparaît sous quelques jours.\n\nL’équipe {{siteName}}\n',
  },
} as const;
