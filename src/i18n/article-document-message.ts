import { checkArticleDocument, type ArticleDocument, type ArticleDocumentIssue } from '../domain/article-document.ts';
import { fill } from './fill.ts';
import { articleDocumentTexts } from './fr/article-document.ts';

/** One refusal of an article document, in French (docs/product.md#article-editor). */
export interface ArticleDocumentViolation {
  /** Dotted path in the document, e.g. `content.3.attrs.alt`; empty for the whole document. */
  path: string;
  message: string;
}

/** The French message of a document issue, its limit filled in. */
export function articleDocumentMessage(issue: ArticleDocumentIssue): string {
  return fill(articleDocumentTexts[issue.rule], { max: issue.max ?? '' });
}

/**
 * Checks untrusted input against the article document's allow-list and limits
 * (checkArticleDocument of src/domain/article-document.ts) and says each refusal in French: what
 * the server answers in its violations and what the editor shows beside the text.
 */
export function parseArticleDocument(
  input: unknown,
): { ok: true; doc: ArticleDocument } | { ok: false; violations: ArticleDocumentViolation[] } {
  const checked = checkArticleDocument(input);
  if (checked.ok) return checked;
  return { ok: false, violations: checked.issues.map((issue) => ({ path: issue.path, message: articleDocumentMessage(issue) })) };
}
