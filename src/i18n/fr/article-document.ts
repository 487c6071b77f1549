import type { ArticleDocumentRule } from '../../domain/article-document.ts';

/**
 * Why an article's document (the editor's JSON) is refused: shown beside the editor and in the
 * staff API's violations (docs/product.md#article-editor). {{max}} is a number.
 */
export const articleDocumentTexts = {
  notADocument: 'Le contenu de l’article n’est pas un document de l’éditeur.',
  tooLarge: 'L’article est trop long\u202F: {{max}}\u202Fko au plus une fois enregistré.',
  tooManyNodes: 'L’article compte trop d’éléments\u202F: {{max}} au plus.',
  tooDeep: 'Les éléments sont imbriqués trop profondément\u202F: {{max}} niveaux au plus.',
  unknownElement: 'Cet élément n’est pas autorisé dans un article.',
  unknownAttribute: 'Cette propriété n’est pas autorisée ici.',
  headingLevel: 'Seuls les intertitres de niveau 2 et 3 sont autorisés.',
  imageAlt: 'Chaque image doit avoir un texte alternatif (300 caractères au plus).',
  imageMedia: 'Cette image doit venir de la médiathèque du site.',
  imageSize: 'La largeur et la hauteur de l’image doivent être des nombres entiers de pixels.',
  linkHref:
    'Un lien doit mener à une page du site (commençant par /), à une adresse web en https ou http, ou à une adresse e\u2011mail (mailto).',
  markRepeated: 'Une même mise en forme est appliquée deux fois à ce texte.',
  emptyText: 'Un morceau de texte vide n’est pas autorisé.',
  emptyDocument: 'L’article doit contenir au moins un paragraphe.',
  listItemStart: 'Chaque élément de liste commence par un paragraphe.',
  twoDividers: 'Un article n’a qu’un seul séparateur payant.',
  dividerPlace: 'Le séparateur payant se place entre deux blocs du texte, jamais dans une liste ou une citation.',
  invalid: 'Cette partie de l’article n’est pas valide.',
} as const satisfies Record<ArticleDocumentRule, string>;
