/** The page a signed preview link opens (server/modules/publishing/preview.ts): server-written, never indexed. */
export const articlePreview = {
  banner: 'Aperçu\u202F: cet article n’est pas visible des lecteurs dans cette version. Ce lien expire le {{date}}.',
  invalidTitle: 'Aperçu indisponible',
  invalid: 'Ce lien d’aperçu n’est plus valable ou n’existe pas. Demandez un nouveau lien à la rédaction.',
  by: 'Par {{name}}',
} as const;
