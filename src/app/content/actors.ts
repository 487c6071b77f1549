import { fromPromise } from 'xstate';
import type { CopyLinkInput } from '../../../machines/content/copy-link.machine.ts';
import type { PageRequest } from '../../../machines/content/pager.machine.ts';
import { listArticles, type ArticleListQuery } from '../../api/content.ts';
import type { HttpClient } from '../../api/http-client.ts';
import type { ArticleSummary } from '../../domain/content.ts';
import type { Paged } from '../../domain/page.ts';

/** Real implementations of the content machines' I/O, as factories taking their dependencies. */

/** The pager's `fetchPage` for an article list: the list's query plus the cursor. */
export function fetchArticlePage(getApi: () => Promise<HttpClient>, query: ArticleListQuery) {
  return fromPromise<Paged<ArticleSummary>, PageRequest>(async ({ input, signal }) =>
    listArticles(await getApi(), { ...query, cursor: input.cursor ?? undefined }, { signal }),
  );
}

/** What the clipboard writer needs of the browser. */
export interface ClipboardWindow {
  location: { origin: string };
  navigator: { clipboard?: { writeText(text: string): Promise<void> } };
  document: Document;
}

/** Older browsers and non-secure pages lack the async clipboard: a selected textarea and copy. */
function copyWithSelection(doc: Document, text: string): void {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    if (!doc.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** The copy-link machine's `writeLink`: the page's absolute address on this site. */
export function writeLinkToClipboard(getWindow: () => ClipboardWindow) {
  return fromPromise<void, CopyLinkInput>(async ({ input }) => {
    // Read at click time: the hook that provides this also runs during server rendering.
    const win = getWindow();
    const url = new URL(input.path, win.location.origin).href;
    if (win.navigator.clipboard) await win.navigator.clipboard.writeText(url);
    else copyWithSelection(win.document, url);
  });
}
