/** Messages the server sends in error bodies (people may read them in the UI). */
export const server = {
  validationFailed: 'Validation failed by backend',
  badRequest: 'La requête est invalide.',
  notFound: 'La ressource demandée n’existe pas.',
  methodNotAllowed: 'Cette méthode n’est pas autorisée pour cette ressource.',
  unsupportedMediaType: 'Le format de la requête n’est pas pris en charge.',
  internal: 'Une erreur interne est survenue, veuillez réessayer plus tard.',
  unavailable: 'Le service est momentanément indisponible, veuillez réessayer plus tard.',
  tooLarge: 'La requête est trop volumineuse.',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer plus tard.',
  unauthorized: 'Authentification requise.',
  forbidden: 'Vous n’avez pas accès à cette ressource.',
  /** Development outbox page (/dev/outbox): e-mails kept instead of sent. */
  devOutbox: {
    title: 'Boîte d’envoi (développement)',
    intro:
      'Les e\u2011mails envoyés par le site sont enregistrés ici au lieu d’être expédiés (aucun SMTP_URL configuré). Les plus récents en premier.',
    empty: 'Aucun e\u2011mail pour l’instant.',
    to: 'À',
    date: 'Date',
    htmlVersion: 'Version HTML (source)',
    json: 'Format JSON',
    welcomeSubject: 'Bienvenue\u202F: les e\u2011mails du site arrivent dans cette boîte d’envoi',
    welcomeText:
      'Bonjour,\n\nTant qu’aucun serveur SMTP n’est configuré (variable SMTP_URL), chaque e\u2011mail envoyé par {{siteName}} (lien de réinitialisation du mot de passe, lien de suivi d’une demande, confirmation de compte) est enregistré ici et dans le journal du serveur.\n\nOuvrir le site\u202F: {{siteUrl}}/\nCette boîte d’envoi\u202F: {{siteUrl}}/dev/outbox\n',
  },
} as const;
