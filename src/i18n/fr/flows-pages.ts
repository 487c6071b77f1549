import type { CancellationId, ErrorCodeCount, FunnelStepId } from '../../domain/flows.ts';

/**
 * Texts of the analysts' page /staff/flows. Imported by that page (a lazy chunk).
 * {{name}} placeholders are filled with fill(). Flow, state and transition labels come from the
 * generated catalog (docs/flows, from the machines), not from here.
 */
export const flowsPages = {
  heading: 'Parcours des membres',
  intro:
    'Combien de personnes passent par chaque étape, comptées par les machines qui font tourner le site\u202F: le schéma et les chiffres ne peuvent pas se contredire.',
  periodLegend: 'Période',
  from: 'Du',
  to: 'Au',
  apply: 'Afficher',
  compare: 'Comparer avec la période précédente',
  periodRefused: 'Choisissez une période valide\u202F: la date de début avant celle de fin, 366\u00A0jours au plus.',
  periodSummary: 'Du {{from}} au {{to}}',
  previousSummary: 'Période précédente\u202F: du {{from}} au {{to}}',
  loading: 'Chargement des chiffres…',
  loadFailed: 'Les chiffres n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  csv: 'Télécharger en CSV',
  csvBusy: 'Téléchargement…',
  csvFailed: 'Le fichier CSV n’a pas pu être téléchargé. Réessayez dans un instant.',
  funnelTitle: 'Entonnoir d’inscription',
  funnelHint:
    'Le parcours d’inscription seulement. Conversion\u202F: part des membres de l’étape précédente qui atteignent celle-ci. Durée médiane\u202F: temps passé depuis l’étape précédente.',
  steps: {
    registered: 'Compte créé',
    paid: 'Paiement accepté',
    activated: 'Abonnement activé',
  } satisfies Record<FunnelStepId, string>,
  cancellationsTitle: 'Résiliations et rétractations',
  cancellationsHint:
    'Durée médiane\u202F: temps passé abonné avant la demande ou la rétractation, et entre la demande et la fin de l’abonnement.',
  cancellationSteps: {
    cancellationRequested: 'Résiliation demandée',
    endedAfterRequest: 'Abonnement terminé après une résiliation',
    withdrawn: 'Rétractation (fin immédiate)',
  } satisfies Record<CancellationId, string>,
  columns: {
    step: 'Étape',
    count: 'Nombre',
    previous: 'Période précédente',
    conversion: 'Conversion',
    dropOff: 'Abandons',
    median: 'Durée médiane',
    state: 'État',
    entries: 'Entrées',
    from: 'Depuis',
    transition: 'Transition',
    to: 'Vers',
    passages: 'Passages',
    medianBefore: 'Durée médiane avant',
    code: 'Code',
    meaning: 'Signification',
    refusals: 'Refus',
    atStart: 'Déjà là au début',
    exits: 'Sorties',
    present: 'Encore là à la fin',
  },
  /** docs/product.md#errors-payment-codes: a recoverable code names the card field to correct. */
  codeMeanings: {
    fields: {
      number: 'Numéro de carte à corriger',
      month: 'Mois d’expiration à corriger',
      year: 'Année d’expiration à corriger',
      code: 'Cryptogramme (CVV) à corriger',
    } satisfies Record<NonNullable<ErrorCodeCount['field']>, string>,
    unrecoverable: 'Refus définitif (le membre ne peut pas le corriger)',
  },
  errorsTitle: 'Refus de paiement les plus fréquents',
  noErrors: 'Aucun refus de paiement sur la période.',
  flowPicker: 'Parcours affiché',
  /** Flows recorded by the server without a machine of their own (no diagram in the catalog). */
  flowNames: { 'payment-intent': 'Paiement de l’inscription (serveur)' } as Record<string, string>,
  /** Their states and moves, by flow (the catalog names the machines’ own). */
  stateNames: {
    'payment-intent': { open: 'Paiement à faire', pending: 'En attente du prestataire', succeeded: 'Paiement reçu' },
  } as Record<string, Record<string, string>>,
  eventNames: {
    'payment-intent': {
      'charge.failed': 'Carte refusée',
      'charge.succeeded': 'Paiement accepté',
      'charge.pending': 'Paiement envoyé, réponse attendue',
      'charge.duplicate': 'Second paiement (remboursé)',
      'notification.succeeded': 'Paiement confirmé par le prestataire',
      'notification.failed': 'Paiement refusé par le prestataire',
    },
  } as Record<string, Record<string, string>>,
  diagramTitle: 'Schéma',
  diagramLabel:
    'Schéma du parcours «\u202F{{title}}\u202F»\u202F: chaque flèche est d’autant plus épaisse qu’elle a été empruntée souvent.',
  diagramLoading: 'Chargement du schéma…',
  diagramMissing: 'Pas de schéma pour ce parcours\u202F: les tableaux ci-dessous donnent tous les chiffres.',
  statesTitle: 'États',
  statesHint:
    'Pour chaque état\u202F: déjà là au début + entrées = sorties + encore là à la fin. Sur une page, «\u202Fencore là\u202F» compte les visiteurs qui l’ont quittée à cet état.',
  /** A journey's start, shown as the transition into the state it starts in. */
  start: 'Début du parcours',
  transitionsTitle: 'Transitions',
  retired: 'retirée',
  retiredNote: 'Une transition «\u202Fretirée\u202F» a été comptée mais n’existe plus dans la machine.',
  none: '—',
  times: '× {{count}}',
  /** A state's entries in the period, on its box of the diagram. */
  entry: '{{count}} entrée',
  entries: '{{count}} entrées',
  durations: { seconds: '{{n}}\u00A0s', minutes: '{{n}}\u00A0min', hours: '{{n}}\u00A0h', days: '{{n}}\u00A0j' },
} as const;
