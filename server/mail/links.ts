const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** The http(s) links of a plain-text mail, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const links = (text.match(URL_PATTERN) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, ''));
  return [...new Set(links)];
}
