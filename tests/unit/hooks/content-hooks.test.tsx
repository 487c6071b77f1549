// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SELECTION } from '../../../machines/content/article-filter.machine.ts';
import { useArticleFilter, useCopyLink } from '../../../src/app/content/use-content-actors.ts';
import type { ArticlesData } from '../../../src/app/content/use-route-data.ts';
import { contentPages } from '../../../src/i18n/fr/content-pages.ts';
import { json, renderHook, send, snackbarShown, until, type RenderedHook } from './hook-harness.tsx';

let rendered: RenderedHook<unknown> | undefined;

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** The browser's clipboard as the page finds it (happy-dom has none that a test controls). */
function clipboard(writeText: (text: string) => Promise<void>): string[] {
  const written: string[] = [];
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => (await writeText(text), written.push(text)) },
  });
  return written;
}

describe('useCopyLink (article page)', () => {
  it('copies the article’s full address and says so in the snackbar', async () => {
    const written = clipboard(async () => undefined);
    const hook = await renderHook(() => useCopyLink('/article/premier-rendez-vous'), {
      path: '/article/premier-rendez-vous',
      server: () => json(404),
    });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'link.copy' });
    await until(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(written).toEqual([`${window.location.origin}/article/premier-rendez-vous`]);
    expect(snackbarShown(hook.services)).toEqual({ message: contentPages.article.copied, type: 'success' });
  });

  it('says the link could not be copied when the browser refuses', async () => {
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    document.execCommand = () => false;
    const hook = await renderHook(() => useCopyLink('/article/premier-rendez-vous'), { server: () => json(404) });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'link.copy' });
    await until(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(snackbarShown(hook.services)).toEqual({ message: contentPages.article.copyFailed, type: 'error' });
  });
});

describe('useArticleFilter (/articles)', () => {
  const data: ArticlesData = {
    selection: EMPTY_SELECTION,
    options: {
      categories: [{ uid: 'seduction', name: 'Séduction' }],
      authors: [{ uid: 'camille-roche', name: 'Camille Roche' }],
      tags: [],
    },
    firstPage: { payload: [], page: { hasNextPage: false, endCursor: null } },
  };

  it('applying the panel’s choices puts them in the URL (the list’s loader reads it); cancelling does not', async () => {
    const hook = await renderHook(() => useArticleFilter(data), { path: '/articles', server: () => json(404) });
    rendered = hook;
    const actor = hook.current();
    await send(actor, { type: 'filter.open' });
    await send(actor, { type: 'filter.toggle', facet: 'authors', uid: 'camille-roche' });
    await send(actor, { type: 'filter.cancel' });
    expect(hook.location()).toBe('/articles');

    await send(actor, { type: 'filter.open' });
    await send(actor, { type: 'filter.toggle', facet: 'categories', uid: 'seduction' });
    await send(actor, { type: 'filter.apply' });
    expect(hook.location()).toBe('/articles?categories=seduction');
    expect(hook.requests).toEqual([]);
  });
});
