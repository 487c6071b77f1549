import type { RegistrationFailureReason } from '../../../machines/signup/registration.machine.ts';

/**
 * Texts of the signup funnel: /registration, /registration/payment, /callback/payment (§2, §8).
 * Imported by those pages only (lazy chunks), not registered in the entry's dictionary. The
 * machines carry keys (failure reasons, §5 rule keys, violation types); the pages pick the text
 * here. §8 messages are quoted exactly.
 */
export const signup = {
  registration: {
    errors: {
      // §5 "Unable to get a token", for people.
      noToken: "Impossible d'obtenir votre lien d'inscription. Utilisez le bouton de la page d'accueil pour commencer votre inscription.",
      invalidToken: "Ce lien d'inscription n'est plus valable. Utilisez le bouton de la page d'accueil pour commencer votre inscription.",
      // §8, quoted exactly.
      unavailable: 'Impossible de créer un compte pour le moment, veuillez réessayer plus tard',
      invalid: 'Informations incorrectes ou un utilisateur existe déjà avec cette adresse e-mail',
      forbidden: 'Votre compte a été créé, mais une erreur est survenue. Veuillez contacter le service client.',
      redirect: 'Impossible de vous rediriger sur notre plateforme de paiement...',
    } satisfies Record<RegistrationFailureReason, string>,
    retry: 'Réessayer',
  },
  payment: {
    // §8 "error while processing payment" with the code (unrecoverable codes).
    unrecoverable: 'Une erreur est survenue lors du traitement de votre paiement (code {{code}}).',
    // A recoverable code: the field named is marked, this explains why.
    recoverable: 'Votre paiement a été refusé : vérifiez le champ signalé puis réessayez (code {{code}}).',
    unavailable: "Le paiement n'a pas pu aboutir. Vérifiez votre connexion puis réessayez : vous ne serez pas débité deux fois.",
    pending: "Votre paiement est en cours de traitement. L'activation de votre compte peut prendre jusqu'à 5 minutes ; un e-mail vous la confirmera.",
  },
  callback: {
    // §8, quoted exactly.
    success: 'Votre paiement a été effectué avec succès !',
    declined: 'Une erreur est survenue lors du paiement. Merci de réessayer.',
    continue: 'Continuer',
  },
} as const;
export type SignupTexts = typeof signup;
