/**
 * The helpdesk's follow-ups that act without a sign-in: the rating of a resolved ticket
 * (docs/decisions/0055-satisfaction-and-metrics.md) and the warning before the automatic close
 * (docs/decisions/0056-close-warning.md) — their e-mails and the small pages their links open.
 * `{{noun}}` is « demande » (support) or « discussion » (coaching): both feminine.
 */
export const helpdeskFollowups = {
  nouns: { contact: 'demande', coaching: 'discussion' },
  resolvedMail: {
    subject: 'Votre {{noun}} est résolue',
    preview: 'Dites-nous en un clic ce que vous avez pensé de notre réponse.',
    heading: 'Votre avis compte',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Nous avons fermé votre {{noun}} «\u202F{{title}}\u202F»\u202F: nous espérons vous avoir aidé. Si ce n’est pas le cas, répondez-y simplement pour la rouvrir.',
    ],
    question: 'Comment jugez-vous notre réponse\u202F? Un clic suffit\u202F:',
    action: 'Relire la {{noun}}',
    note: { contact: 'Ce lien personnel est valable {{days}} jours\u202F: ne le partagez pas.', coaching: 'Connexion requise.' },
  },
  /** The five choices, worst first: « 1 – Très insatisfait »… */
  scores: { 1: 'Très insatisfait', 2: 'Insatisfait', 3: 'Correct', 4: 'Satisfait', 5: 'Très satisfait' },
  scoreLink: '{{score}}\u00A0–\u00A0{{label}}',
  closeWarningMail: {
    subject: 'Votre {{noun}} va bientôt être fermée',
    preview: 'Sans nouvelles de votre part, elle sera fermée le {{date}}.',
    heading: 'Toujours besoin de nous\u202F?',
    greeting: 'Bonjour {{name}},',
    paragraphs: [
      'Nous attendons votre réponse à votre {{noun}} «\u202F{{title}}\u202F». Sans nouvelles de votre part, elle sera fermée automatiquement le {{date}}.',
      'Besoin de plus de temps\u202F? Gardez-la ouverte en un clic, ou répondez-y simplement.',
    ],
    action: 'Garder ma {{noun}} ouverte',
    note: 'Ce lien est valable {{days}} jours.',
  },
  pages: {
    ratingTitle: 'Votre avis',
    keepOpenTitle: 'Votre {{noun}}',
    invalid: 'Ce lien n’est plus valable.',
    backToSite: 'Retour au site',
    choose: 'Comment jugez-vous notre réponse\u202F? Choisissez une note de 1 à 5\u202F:',
    recorded: 'Merci\u202F! Votre note est enregistrée\u202F: {{score}} sur 5.',
    already: 'Vous nous avez déjà donné votre avis sur cette {{noun}}\u202F: {{score}} sur 5. Merci\u202F!',
    commentLabel: 'Un commentaire\u202F? (facultatif)',
    commentSubmit: 'Envoyer mon commentaire',
    commentTooLong: 'Votre commentaire ne doit pas dépasser {{max}} caractères.',
    commentThanks: 'Merci pour votre commentaire\u202F: nous le lirons avec attention.',
    commentAlready: 'Votre commentaire est déjà enregistré. Merci\u202F!',
    kept: 'C’est noté\u202F: votre {{noun}} reste ouverte. Sans nouvelles de votre part, elle sera fermée le {{date}}.',
    alreadyClosed: 'Cette {{noun}} est déjà fermée. Pour la rouvrir, répondez-y depuis votre lien de suivi.',
    notWaiting: 'Votre {{noun}} est en cours de traitement\u202F: elle ne sera pas fermée sans votre réponse.',
  },
} as const;
