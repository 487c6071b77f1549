import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, findRouteForPath, pageTitle } from '../../../src/app/breadcrumbs.ts';
import type { RouteDefinition, RouteMeta } from '../../../src/app/route-table.ts';

const meta = (title: RouteMeta['title'], breadcrumbs = true): RouteMeta => ({
  secured: false,
  provider: 'default',
  breadcrumbs,
  layout: 'default',
  title,
});
const routes: RouteDefinition[] = [
  { name: 'index', path: '/', meta: meta('app.titles.home', false) },
  { name: 'about', path: '/about', meta: meta('app.titles.about') },
  { name: 'terms', path: '/legal/terms', meta: meta('app.titles.terms') },
  { name: 'detail', path: '/about/:uid', meta: meta('app.titles.about') },
  { name: 'contact-like', path: '/help', meta: meta('app.titles.about', false) },
];

describe('breadcrumbs from path segments (docs/product.md#routes)', () => {
  it('labels each segment with the route it leads to and links all but the current page', () => {
    expect(buildBreadcrumbs('/about', routes)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'À propos', href: null },
    ]);
  });

  it('shows a generic item for a uid segment', () => {
    expect(buildBreadcrumbs('/about/3f2a9c1b-1111-4a2b-9c3d-123456789abc', routes)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'À propos', href: '/about' },
      { label: 'Détail', href: null },
    ]);
  });

  it('shows an intermediate segment without a page of its own as text, not a link', () => {
    expect(buildBreadcrumbs('/legal/terms', routes)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Détail', href: null },
      { label: 'Conditions générales d’utilisation', href: null },
    ]);
  });

  it('builds none for routes that opt out (/, contact pages…) or unknown paths', () => {
    expect(buildBreadcrumbs('/', routes)).toEqual([]);
    expect(buildBreadcrumbs('/help', routes)).toEqual([]);
    expect(buildBreadcrumbs('/nowhere', routes)).toEqual([]);
  });

  it('matches parameterised routes and prefixes page titles with the site title', () => {
    expect(findRouteForPath('/about/x1', routes)?.name).toBe('detail');
    expect(pageTitle('Galant', 'À propos')).toBe('Galant – À propos');
    expect(pageTitle('Galant')).toBe('Galant');
  });
});
