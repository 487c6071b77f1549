import type { FunnelStepReport } from '../../domain/flows.ts';

/**
 * Texts of the analysts' page /staff/flows (issue 15). Imported by that page (a lazy chunk).
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
    'Conversion\u202F: part des membres de l’étape précédente qui atteignent celle-ci. Durée médiane\u202F: temps passé depuis l’étape précédente.',
  steps: {
    registered: 'Compte créé',
    paid: 'Paiement accepté',
    activated: 'Abonnement activé',
    cancellationRequested: 'Résiliation demandée',
    ended: 'Abonnement terminé',
  } satisfies Record<FunnelStepReport['id'], string>,
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
    refusals: 'Refus',
  },
  errorsTitle: 'Codes d’erreur de paiement les plus fréquents',
  noErrors: 'Aucun refus de paiement sur la période.',
  flowPicker: 'Parcours affiché',
  /** Flows recorded by the server without a machine of their own (no diagram in the catalog). */
  flowNames: { 'payment-intent': 'Paiement de l’inscription (serveur)' } as Record<string, string>,
  diagramTitle: 'Schéma',
  diagramLabel:
    'Schéma du parcours «\u202F{{title}}\u202F»\u202F: chaque flèche est d’autant plus épaisse qu’elle a été empruntée souvent.',
  diagramLoading: 'Chargement du schéma…',
  diagramMissing: 'Pas de schéma pour ce parcours\u202F: les tableaux ci-dessous donnent tous les chiffres.',
  statesTitle: 'États',
  transitionsTitle: 'Transitions',
  retired: 'retirée',
  retiredNote: 'Une transition «\u202Fretirée\u202F» a été comptée mais n’existe plus dans la machine.',
  none: '—',
  times: '× {{count}}',
  durations: { seconds: '{{n}}\u00A0s', minutes: '{{n}}\u00A0min', hours: '{{n}}\u00A0h', days: '{{n}}\u00A0j' },
} as const;
