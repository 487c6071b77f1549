import type { RegistrationFailureReason } from '../../../machines/signup/registration.machine.ts';

/**
 * Texts of the signup funnel: /registration, /registration/payment, /callback/payment (docs/product.md#routes, docs/product.md#errors).
 * Imported by those pages only (lazy chunks), not registered in the entry's dictionary. The
 * machines carry keys (failure reasons, docs/product.md#validation rule keys, violation types); the pages pick the text
 * here. Messages (docs/product.md#errors) are quoted exactly.
 */
export const signup = {
  formula: {
    heading: 'Votre abonnement',
    trial: 'Essai de {{duration}} pour {{amount}}',
    freeTrial: 'Essai gratuit de {{duration}}',
    then: 'puis {{amount}} par {{period}}, renouvelé automatiquement',
    cashback: '{{amount}} remboursés sur votre carte (cashback)',
    benefits: ['Tous les articles en version complète', 'Un coach qui répond à vos questions', 'Résiliable en ligne à tout moment'],
    cancelAnytime: 'Sans engagement\u202F: vous arrêtez le renouvellement en ligne, en quelques clics, depuis votre compte.',
  },
  /** French units, singular and plural (periods read "par mois", durations "7 jours"). */
  units: {
    day: ['jour', 'jours'],
    week: ['semaine', 'semaines'],
    month: ['mois', 'mois'],
    year: ['an', 'ans'],
  },
  steps: {
    label: 'Étapes de votre inscription',
    account: 'Compte',
    payment: 'Paiement',
    welcome: 'Bienvenue',
    current: '(étape en cours)',
  },
  registration: {
    heading: 'Créez votre compte',
    intro: 'Quelques secondes suffisent\u202F: votre adresse e\u2011mail et un mot de passe.',
    loading: 'Chargement de votre offre…',
    email: 'Adresse e\u2011mail',
    password: 'Mot de passe',
    passwordHint: 'Entre 8 et 50 caractères.',
    acceptTerms: 'J’accepte les conditions générales d’utilisation',
    acceptPrivacy: 'J’accepte la politique de confidentialité et le traitement de mes données',
    readTerms: 'Lire les conditions',
    readPrivacy: 'Lire la politique',
    paymentNotice: 'Après la création de votre compte, vous réglerez votre abonnement par carte bancaire sur une page sécurisée.',
    submit: 'Créer mon compte',
    submitting: 'Création du compte…',
    haveAccount: 'Déjà membre\u202F?',
    login: 'Se connecter',
    home: 'Retour à l’accueil',
    choiceHeading: 'Votre compte est créé',
    choiceIntro: 'Dernière étape\u202F: réglez votre abonnement pour activer votre accès VIP.',
    // A member signed in on arrival who has not paid: every entry point says so.
    resumeHeading: 'Terminez votre paiement',
    resumeIntro: 'Votre compte existe déjà\u202F: il ne reste qu’à régler votre abonnement pour activer votre accès VIP.',
    cancelledNotice:
      'Paiement annulé\u202F: aucun montant n’a été prélevé. Vous pouvez payer par carte ici ou revenir sur la page sécurisée.',
    payByCard: 'Payer par carte ici',
    payByLink: 'Payer sur la page sécurisée de notre prestataire',
    redirecting: 'Redirection vers la page de paiement…',
    errors: {
      // docs/product.md#validation "Unable to get a token", for people.
      noToken: 'Impossible d’obtenir votre lien d’inscription. Utilisez le bouton de la page d’accueil pour commencer votre inscription.',
      invalidToken: 'Ce lien d’inscription n’est plus valable. Utilisez le bouton de la page d’accueil pour commencer votre inscription.',
      // docs/product.md#errors, quoted exactly.
      unavailable: 'Impossible de créer un compte pour le moment, veuillez réessayer plus tard',
      invalid: 'Informations incorrectes ou un utilisateur existe déjà avec cette adresse e\u2011mail',
      forbidden: 'Votre compte a été créé, mais une erreur est survenue. Veuillez contacter le service client.',
      redirect: 'Impossible de vous rediriger sur notre plateforme de paiement...',
      inProgress:
        'Un autre paiement de votre inscription est en cours. Patientez quelques instants puis réessayez\u202F: vous ne serez pas débité deux fois.',
    } satisfies Record<RegistrationFailureReason, string>,
    retry: 'Réessayer',
    // Another attempt of the same registration runs (another tab, the hosted page): retried by itself.
    otherAttempt: 'Un autre paiement de votre inscription est en cours de traitement… Nouvel essai dans un instant.',
    // Back on /registration once the payment is taken: the way on, never a way to pay again.
    paidHeading: 'Votre paiement est bien reçu',
    paidText: 'Il n’y a plus rien à régler\u202F: votre accès VIP s’active dans quelques instants et un e\u2011mail vous le confirmera.',
    toWelcome: 'Continuer',
  },
  payment: {
    heading: 'Paiement sécurisé',
    intro:
      'Réglez votre abonnement par carte bancaire. Vos données de carte sont transmises chiffrées à notre prestataire et ne sont jamais conservées par Galant.',
    noSession: 'Commencez par créer votre compte\u202F: le paiement se fait juste après.',
    toRegistration: 'Créer mon compte',
    account: 'Compte',
    // Says what the date is (registration dates keep their dashes, docs/product.md#limits).
    accountCreated: 'Date d’inscription\u202F: {{date}}',
    firstname: 'Prénom',
    lastname: 'Nom',
    cardholder: 'Titulaire de la carte',
    cardholderHint: 'Tel qu’écrit sur la carte.',
    number: 'Numéro de carte',
    expiry: 'Expiration (mm/aa)',
    expiryPlaceholder: 'mm/aa',
    code: 'Cryptogramme (CVV)',
    codeHint: 'Les 3 chiffres au dos de la carte.',
    codeHintAmex: 'Les 4 chiffres au recto de la carte.',
    // Shown beside the number from its first digits (card-rules.ts cardBrandOf).
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
    brandDetected: 'Carte {{brand}}',
    cashbackNotice: 'Le cashback de {{amount}} sera remboursé sur cette carte.',
    statementNotice: 'Le prélèvement apparaîtra sur votre relevé au nom de {{name}}, {{address}}.',
    submit: 'Payer {{amount}}',
    submitting: 'Paiement en cours…',
    waiting: 'Votre paiement est en cours de validation…',
    // docs/product.md#errors "error while processing payment" with the code (unrecoverable codes): every such
    // Failure is the provider refusing the card (a network or server fault has its own text), so it says so.
    unrecoverable:
      'Votre carte a été refusée (code {{code}})\u202F: aucun montant n’a été prélevé. Essayez avec une autre carte ou contactez votre banque.',
    // A recoverable code: the field named is marked, this explains why.
    recoverable: 'Votre paiement a été refusé\u202F: vérifiez le champ signalé puis réessayez (code {{code}}).',
    unavailable: 'Le paiement n’a pas pu aboutir. Vérifiez votre connexion puis réessayez\u202F: vous ne serez pas débité deux fois.',
    // Another attempt of the same registration runs: retried by itself, then this.
    otherAttempt: 'Un autre paiement de votre inscription est en cours de traitement… Nouvel essai dans un instant.',
    inProgress:
      'Un autre paiement de votre inscription est en cours. Patientez quelques instants puis réessayez\u202F: vous ne serez pas débité deux fois.',
    pending:
      'Votre paiement est en cours de traitement. L’activation de votre compte peut prendre jusqu’à 5 minutes\u202F; un e\u2011mail vous la confirmera.',
    continue: 'Continuer',
  },
  callback: {
    // docs/product.md#errors, quoted exactly.
    success: 'Votre paiement a été effectué avec succès\u202F!',
    declined: 'Une erreur est survenue lors du paiement. Merci de réessayer.',
    continue: 'Continuer',
    leaving: 'Vous allez être redirigé dans quelques secondes.',
    // Cancelled on the hosted page: not an error, nothing was charged.
    cancelledTitle: 'Paiement annulé',
    cancelled: 'Aucun montant n’a été prélevé. Retour à l’étape de paiement…',
    // The address only says which message to wait for: the server says what was paid (decision 0034).
    checking: 'Vérification de votre paiement…',
    checkingTitle: 'Votre paiement',
    anonymousTitle: 'Aucun paiement à afficher',
    anonymousText: 'Connectez-vous pour suivre votre paiement, ou créez votre compte pour vous abonner.',
    login: 'Se connecter',
    register: 'Créer mon compte',
    unknown: 'Impossible de vérifier votre paiement pour le moment. Vérifiez votre connexion puis réessayez.',
    retry: 'Réessayer',
  },
  // An account that never paid, on the callback or welcome page (decision 0034): the way to pay.
  unpaid: {
    title: 'Terminez votre paiement',
    text: 'Aucun paiement n’a été reçu pour votre compte. Réglez votre abonnement pour activer votre accès VIP.',
    finish: 'Terminer mon paiement',
  },
  outcome: {
    successTitle: 'Bienvenue chez Galant\u202F!',
    successText: 'Votre paiement est confirmé. Nous activons votre accès VIP\u202F: cela prend en général moins d’une minute.',
    // Once the account is VIP, the texts above (still activating) no longer hold.
    activeText: 'Votre paiement est confirmé et votre accès VIP est ouvert.',
    welcomeTitle: 'Bienvenue chez Galant',
    welcomeText:
      'Votre inscription est enregistrée. Dès que votre paiement sera validé, votre accès VIP sera activé et un e\u2011mail vous le confirmera.',
    activating: 'Activation de votre compte en cours…',
    checking: 'Vérification de votre paiement…',
    active: 'Votre compte VIP est actif. Bonne lecture\u202F!',
    slow: 'L’activation prend plus de temps que prévu (jusqu’à 5 minutes). Vous recevrez un e\u2011mail dès qu’elle sera faite\u202F; vous pourrez alors vous connecter.',
    signedOut: 'Connectez-vous dès réception de l’e\u2011mail confirmant l’activation de votre compte (jusqu’à 5 minutes).',
    checkAgain: 'Vérifier à nouveau',
    // A paying call refused because this registration's payment was already received.
    alreadyPaid: 'Votre paiement avait déjà été reçu\u202F: aucun nouveau prélèvement n’a été fait.',
    readArticles: 'Lire les articles',
    login: 'Se connecter',
    failureTitle: 'Le paiement n’a pas abouti',
    failureText:
      'Aucun montant n’a été prélevé. Vous pouvez réessayer avec une autre carte, ou contacter notre support si le problème persiste.',
    failureCode: 'Votre carte a été refusée (code {{code}}).',
    retryPayment: 'Réessayer le paiement',
    contactSupport: 'Contacter le support',
  },
} as const;
export type SignupTexts = typeof signup;
