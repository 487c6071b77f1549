import { signup } from './signup.ts';

/** Messages of the signup and payment API and of the sandbox hosted payment page (e-mails: ./mails.ts). */
export const billingServer = {
  unknownFormula: 'Cette formule n’existe pas',
  invalidTrafficToken: 'Ce lien d’inscription n’est pas valide ou a expiré',
  idempotencyKeyRequired: 'L’en-tête Idempotency-Key est obligatoire',
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  idempotencyKeyRunning: 'Cette requête est déjà en cours de traitement, veuillez patienter.',
  uidMismatch: 'Cet identifiant ne correspond pas à l’utilisateur connecté',
  badSignature: 'Signature de notification invalide.',
  /** Provider message of a Failure: the client shows its own text for the code (docs/product.md#errors). */
  paymentFailed: 'Le paiement a été refusé ({{code}}).',
  alreadySubscribed: 'Votre abonnement est déjà actif\u202F: aucun nouveau paiement n’est nécessaire.',
  /** 409 already_paid: the registration's payment was received (or is being confirmed); the client goes to the welcome page. */
  alreadyPaid: 'Votre paiement a déjà été reçu\u202F: votre compte est en cours d’activation.',
  /** 409 payment_in_progress: another attempt of the same registration is being charged. */
  paymentInProgress: 'Un paiement est déjà en cours pour cette inscription\u202F: patientez quelques secondes, puis réessayez.',
  checkout: {
    title: 'Paiement sécurisé',
    sandboxNotice: 'Environnement de démonstration\u202F: aucune somme ne sera réellement prélevée.',
    trial: '{{count}} {{unit}} d’essai à {{amount}}, puis {{period}}',
    period: '{{amount}} tous les {{count}} {{unit}}',
    periodSingle: '{{amount}} par {{unit}}',
    // The same French units as the payment page.
    units: signup.units,
    // The signup pages' wording: the cashback is a refund to the card that paid.
    cashback: 'Cashback\u202F: {{amount}} remboursés sur votre carte.',
    fields: { number: 'Numéro de carte', month: 'Expiration', year: 'Expiration', code: 'Cryptogramme' },
    holder: 'Titulaire de la carte',
    number: 'Numéro de carte',
    expiry: 'Expiration (mm/aa)',
    expiryPlaceholder: 'mm/aa',
    code: 'Cryptogramme (CVV)',
    codeHint: 'Les 3 chiffres au dos de la carte (4 au recto pour American Express).',
    pay: 'Payer {{amount}}',
    cancel: 'Annuler et revenir au site',
    bank: 'Le prélèvement apparaîtra sur votre relevé sous le nom «\u202F{{bank}}\u202F».',
    expired: 'Cette session de paiement a expiré ou n’existe pas. Revenez sur le site pour recommencer.',
    backToSite: 'Revenir au site',
    recoverable: 'Paiement refusé ({{code}})\u202F: vérifiez le champ «\u202F{{field}}\u202F» et réessayez.',
    invalidCard: 'Vérifiez les informations de la carte.',
  },
} as const;
