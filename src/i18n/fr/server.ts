/** Messages the server sends in error bodies (people may read them in the UI). */
export const server = {
  validationFailed: 'Validation failed by backend',
  notFound: "La ressource demandée n'existe pas.",
  internal: 'Une erreur interne est survenue, veuillez réessayer plus tard.',
  tooLarge: 'La requête est trop volumineuse.',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer plus tard.',
  unauthorized: 'Authentification requise.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
} as const;
