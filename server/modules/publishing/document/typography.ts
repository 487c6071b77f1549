import type { ArticleInline, ArticleNode } from '../../../../src/domain/article-document.ts';

/**
 * French typography of an article's text, applied when it is rendered so that writers type
 * naturally (docs/product.md#article-editor, decision 0049), with the dictionary's convention
 * (tests/unit/i18n-typography.test.ts): a narrow no-break space U+202F before ; : ! ? and » and
 * after «, the apostrophe ’ between letters. Only text is touched, never a link's address; the
 * rules read across the pieces of one paragraph (a bold word then « : ») and are idempotent.
 */

const NNBSP = '\u202F';
const SPACE = /[ \u00A0\u202F]/;
const LETTER = /\p{L}/u;
/** What may stand right before a mark that lacks its space: a word's end, a closing sign. */
const WORD_END = /[\p{L}\p{N})\]»”’]/u;
/** After « ; ! ? : » typed without a space: the end of a sentence, not a query string or a time. */
const AFTER_MARK = /^(?:$|[\s.,;:!?»)”’"'\]…])/u;
const HIGH_MARKS = ';:!?';

/** The same text with the rules applied; `before`/`after` are the neighbouring pieces' text. */
function typesetPiece(text: string, before: string, after: string): string {
  const all = before + text + after;
  let out = '';
  for (let i = before.length; i < before.length + text.length; i += 1) {
    const c = all[i]!;
    const prev = all[i - 1] ?? '';
    const next = all[i + 1] ?? '';
    if (c === "'" && LETTER.test(prev) && LETTER.test(next)) {
      out += '’';
    } else if (SPACE.test(c) && (HIGH_MARKS.includes(next) || next === '»' || prev === '«')) {
      // The space the writer typed (ordinary or no-break) becomes the narrow no-break one.
      out += NNBSP;
    } else if (HIGH_MARKS.includes(c) && WORD_END.test(prev) && !HIGH_MARKS.includes(prev) && endsSentence(all, i, c)) {
      out += NNBSP + c;
    } else if (c === '»' && prev !== '' && !SPACE.test(prev)) {
      out += NNBSP + c;
    } else if (c === '«' && next !== '' && !SPACE.test(next)) {
      out += c + NNBSP;
    } else {
      out += c;
    }
  }
  return out;
}

/** A mark typed right after a word is French punctuation, unless it belongs to an address or a time. */
function endsSentence(all: string, i: number, mark: string): boolean {
  const rest = all.slice(i + 1);
  // A run of marks (« ?! ») shares the space in front of the first one.
  if (!AFTER_MARK.test(rest) && !HIGH_MARKS.includes(rest[0] ?? '')) return false;
  if (mark === ':' && /^\/\//.test(rest)) return false;
  const word = all.slice(0, i).split(/\s/).at(-1) ?? '';
  return !/[/@]|^www\./i.test(word);
}

/** The inline content of one paragraph or heading, typeset. */
function typesetInline(content: ArticleInline[]): ArticleInline[] {
  const texts = content.map((piece) => (piece.type === 'text' ? piece.text : '\n'));
  return content.map((piece, index) => {
    if (piece.type !== 'text') return piece;
    const before = texts.slice(0, index).join('');
    const after = texts.slice(index + 1).join('');
    return { ...piece, text: typesetPiece(piece.text, before, after) };
  });
}

/** A copy of the node with French typography applied to every text below it. */
export function typesetArticleNode<T extends ArticleNode>(node: T): T {
  if (!('content' in node) || !node.content) return node;
  if (node.type === 'paragraph' || node.type === 'heading') return { ...node, content: typesetInline(node.content) };
  return { ...node, content: (node.content as ArticleNode[]).map((child) => typesetArticleNode(child)) } as T;
}

/** French typography of a plain string (a title, an excerpt), with the same rules. */
export function typesetText(text: string): string {
  return typesetPiece(text, '', '');
}
