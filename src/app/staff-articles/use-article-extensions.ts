import type { Extensions } from '@tiptap/core';
import { articleExtensions } from '../publishing/article-extensions.ts';

/** The editor's Tiptap extensions, the ones the server renders with (decision 0048). */
export function useArticleExtensions(): Extensions {
  return articleExtensions;
}
