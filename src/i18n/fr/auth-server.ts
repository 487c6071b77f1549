/** Messages of the accounts API (sign-in, users, password reset); its e-mails are in ./mails.ts. */
export const authServer = {
  /** Login (docs/product.md#errors), unauthorized: the same answer for an unknown account and a wrong password. */
  wrongCredentials: 'Nom d’utilisateur et/ou mot de passe incorrects',
  accountPending:
    'Votre compte est en cours d’activation\u202F: le traitement du paiement peut prendre jusqu’à 5 minutes. Vous recevrez un e\u2011mail dès qu’il sera prêt.',
  accountEnded: 'Votre abonnement est terminé et ce compte n’est plus actif. Pour revenir parmi nous, créez un nouveau compte.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  sessionHeaderRequired: 'Cette requête doit venir du site lui-même.',
  /** docs/product.md#validation: kept in English, as the spec quotes it. */
  metadataType: 'metadata type is not correct',
  wrongOldPassword: 'Le mot de passe actuel est incorrect',
  uidMismatch: 'Cet identifiant ne correspond pas à l’utilisateur',
  reset: {
    tokenUsed: 'Ce lien de réinitialisation a déjà été utilisé. Faites une nouvelle demande si besoin.',
    tokenExpired: 'Ce lien de réinitialisation a expiré (il est valable une heure). Faites une nouvelle demande.',
    tokenInvalid: 'Ce lien de réinitialisation n’est pas valide. Vérifiez le lien reçu ou faites une nouvelle demande.',
  },
} as const;
