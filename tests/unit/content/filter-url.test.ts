import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION } from '../../../machines/content/article-filter.machine.ts';
import { articleQuery, articlesPath, searchFromSelection, selectionFromSearch } from '../../../src/app/content/filter-url.ts';
import { articlePath } from '../../../src/app/content/paths.ts';

describe('article filter in the URL', () => {
  it('reads repeated keys per facet and ignores anything else', () => {
    const search = new URLSearchParams('categories=premier-rendez-vous&categories=confiance&tags=timidite&sort=title&author=x');
    expect(selectionFromSearch(search)).toEqual({ categories: ['premier-rendez-vous', 'confiance'], authors: [], tags: ['timidite'] });
  });

  it('cleans what a visitor may type: blanks, duplicates, over-long values, too many values', () => {
    const tooLong = 'a'.repeat(121);
    const many = Array.from({ length: 60 }, (_, i) => `tags=t${i}`).join('&');
    const selection = selectionFromSearch(new URLSearchParams(`authors=%20camille%20&authors=camille&authors=&authors=${tooLong}&${many}`));
    expect(selection.authors).toEqual(['camille']);
    expect(selection.tags).toHaveLength(50);
    expect(selection.tags[0]).toBe('t0');
  });

  it('writes a shareable URL that reads back the same, and the plain list URL when nothing is chosen', () => {
    const selection = { categories: ['a', 'b'], authors: ['é c'], tags: ['t'] };
    const search = searchFromSelection(selection);
    expect(search).toBe('?categories=a&categories=b&authors=%C3%A9+c&tags=t');
    expect(selectionFromSearch(new URLSearchParams(search))).toEqual(selection);
    expect(searchFromSelection(EMPTY_SELECTION)).toBe('');
    expect(articlesPath()).toBe('/articles');
    expect(articlesPath({ tags: ['vie-de-couple'] })).toBe('/articles?tags=vie-de-couple');
    expect(articlePath('un article/2')).toBe('/article/un%20article%2F2');
  });

  it('asks the API for the newest articles first, sending only the facets in use', () => {
    expect(articleQuery(EMPTY_SELECTION)).toEqual({ sort: 'date', order: 'desc' });
    expect(articleQuery({ categories: ['a'], authors: [], tags: ['t', 'u'] })).toEqual({
      sort: 'date',
      order: 'desc',
      categories: ['a'],
      tags: ['t', 'u'],
    });
  });
});
