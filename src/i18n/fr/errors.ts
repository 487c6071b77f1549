/** Messages (docs/product.md#errors) shown to people when something fails. */
export const errors = {
  page404Title: 'Page introuvable',
  page404Text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  page5xxTitle: 'Une erreur est survenue',
  page5xxText: 'Le service rencontre un problème. Veuillez réessayer dans quelques instants.',
  backHome: 'Retour à l’accueil',
  image404Alt: 'Illustration\u202F: page introuvable',
} as const;
