/** Messages of the subscription API (docs/product.md#calls /subscriptions, docs/product.md#errors); its e-mails are in ./mails.ts. */
export const subscriptionServer = {
  /** Unsubscribe failure (docs/product.md#errors), quoted exactly. */
  unsubscribeFailed: 'Votre demande n’a pu être traitée, veuillez essayer plus tard.',
  noSubscription: 'Aucun abonnement n’est associé à ce compte.',
  unsubscribed: 'Votre demande de résiliation est enregistrée. Votre abonnement reste actif jusqu’au {{date}}, sans nouveau prélèvement.',
  alreadyUnsubscribed:
    'Votre demande de résiliation avait déjà été enregistrée\u202F: rien n’a changé. Votre abonnement reste actif jusqu’au {{date}}.',
} as const;
