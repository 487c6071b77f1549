/**
 * Withdrawal (droit de rétractation, Code de la consommation L221-18 to L221-28;
 * docs/decisions/0021-withdrawal.md): the express request on the card form, the section of
 * /account/subscription and the API's messages (the acknowledgement e-mail: ./mails.ts). {{name}} placeholders
 * are filled with fill().
 */
export const withdrawal = {
  /** The card form's checkbox (L221-25): unticked by default, required to pay. */
  expressStart: {
    label:
      'Je demande expressément que le service de coaching commence dès mon paiement, avant la fin du délai de rétractation de 14\u00a0jours, et je reconnais que, si j’exerce mon droit de rétractation, je paierai le service fourni jusqu’à ma demande, au prorata des jours écoulés.',
    // Its field message when not ticked is the docs/product.md#validation rule `expressStartRequired` (validation.ts).
    /** Which wording the member agreed to (kept with his request). */
    version: 'express-start/2026-11-25',
  },
  page: {
    title: 'Droit de rétractation',
    intro:
      'Vous pouvez vous rétracter sans avoir à vous justifier jusqu’au {{deadline}} inclus (14\u00a0jours après votre premier paiement).',
    /**
     * What a withdrawal today gives back, by the quote (views/components/withdrawal/refund-texts.ts):
     * part of what was paid, all of it, or nothing. Worded without agreeing with the amount
     * ("1,00 €" is singular in French, "29,90 €" plural).
     */
    refundProRata:
      'Vous avez demandé que le coaching commence dès votre paiement\u202F: les jours déjà écoulés restent dus. Si vous vous rétractez aujourd’hui, nous vous remboursons {{refund}} sur votre carte (vous avez payé {{paid}} en tout).',
    /** With the express request, on the day of the payment: no day is owed yet. */
    refundWhole:
      'Aucun jour de coaching n’est encore écoulé\u202F: si vous vous rétractez aujourd’hui, nous vous remboursons la totalité de vos paiements, {{refund}}, sur votre carte.',
    /** With the express request, every day paid for is already over. */
    refundNothing:
      'Vous avez demandé que le coaching commence dès votre paiement et toute la période payée ({{paid}}) est déjà écoulée\u202F: une rétractation aujourd’hui ne donne lieu à aucun remboursement.',
    refundFull: 'Si vous vous rétractez aujourd’hui, nous vous remboursons la totalité de vos paiements, {{refund}}, sur votre carte.',
    consequence:
      'Votre abonnement prend fin aussitôt\u202F: votre accès VIP et votre compte sont fermés, vos données personnelles sont ensuite supprimées, et le cashback n’est pas versé.',
    open: 'Exercer mon droit de rétractation',
    loading: 'Calcul du remboursement…',
    closed: 'Le délai de rétractation de 14\u00a0jours a pris fin le {{date}}.',
    dialog: {
      title: 'Vous rétracter\u202F?',
      text: 'Vous serez remboursé de {{refund}} sur votre carte et votre abonnement prendra fin immédiatement\u202F: vous perdrez l’accès VIP et votre compte sera fermé. Cette décision est définitive.',
      /** Nothing to refund: the dialog says only what ends. */
      textNoRefund:
        'Aucun montant ne vous sera remboursé et votre abonnement prendra fin immédiatement\u202F: vous perdrez l’accès VIP et votre compte sera fermé. Cette décision est définitive.',
      confirm: 'Me rétracter et être remboursé de {{refund}}',
      confirmNoRefund: 'Me rétracter sans remboursement',
      confirming: 'Rétractation en cours…',
      cancel: 'Garder mon abonnement',
      /** Failure wording (docs/product.md#errors). */
      failed: 'Votre demande n’a pu être traitée, veuillez essayer plus tard.',
      retry: 'Réessayer',
      close: 'Fermer',
    },
    doneTitle: 'Rétractation enregistrée',
    doneText:
      'Votre demande du {{date}} est enregistrée\u202F: nous vous remboursons {{refund}} sur votre carte. Votre abonnement est terminé et un e\u2011mail de confirmation vous a été envoyé.',
    doneTextNoRefund:
      'Votre demande du {{date}} est enregistrée\u202F: aucun montant n’était à rembourser. Votre abonnement est terminé et un e\u2011mail de confirmation vous a été envoyé.',
    doneHome: 'Retour à l’accueil',
  },
  server: {
    windowClosed: 'Le délai de rétractation de 14\u00a0jours a pris fin le {{date}}\u202F: vous pouvez toujours résilier votre abonnement.',
    cashbackRefunded:
      'Votre cashback a déjà été remboursé\u202F: la rétractation n’est plus possible en ligne. Contactez le service client.',
    notRunning: 'Votre abonnement n’est pas en cours\u202F: il n’y a rien à rétracter.',
    refundUnavailable:
      'Votre demande de rétractation est enregistrée, mais le remboursement n’a pu être effectué pour le moment. Il sera fait automatiquement\u202F; vous recevrez un e\u2011mail.',
    done: 'Votre rétractation est enregistrée\u202F: nous vous remboursons {{amount}}.',
    doneNoRefund: 'Votre rétractation est enregistrée\u202F: aucun montant n’était à rembourser.',
  },
} as const;
