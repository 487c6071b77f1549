import { t } from '../i18n/index.ts';
import { routeTable, type RouteDefinition } from './route-table.ts';

export interface Breadcrumb {
  label: string;
  /** Null for the current page (rendered as text, not a link). */
  href: string | null;
}

/** A segment that looks like an identifier (uuid, number, long slug with digits) shows a generic item (docs/product.md#routes). */
const UID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f-]{27,}|\d+|[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{5,})$/i;

/** The route whose path matches a concrete pathname (":param" segments match anything). */
export function findRouteForPath(pathname: string, routes: readonly RouteDefinition[] = routeTable): RouteDefinition | undefined {
  const segments = splitPath(pathname);
  return routes.find((route) => {
    const pattern = splitPath(route.path);
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}

/**
 * Breadcrumbs (docs/product.md#routes): built from the path segments, each labelled by the route it leads to; a uid
 * segment shows a generic item. None for routes that opt out (/, /article, /articles, contact).
 */
export function buildBreadcrumbs(pathname: string, routes: readonly RouteDefinition[] = routeTable): Breadcrumb[] {
  const current = findRouteForPath(pathname, routes);
  if (!current || !current.meta.breadcrumbs) return [];
  const segments = splitPath(pathname);
  const crumbs: Breadcrumb[] = [{ label: t('app.breadcrumbs.home'), href: '/' }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const route = findRouteForPath(path, routes);
    const label = UID_SEGMENT.test(segment) || !route ? t('app.breadcrumbs.item') : t(route.meta.title);
    // Intermediate segments without a page of their own are shown, not linked.
    crumbs.push({ label, href: isLast || !route ? null : path });
  });
  return crumbs;
}

/**
 * The last crumb's own name, given by a page that loads it itself (a coaching discussion's title,
 * docs/product.md#routes-breadcrumbs): a tiny store keyed by pathname, so the breadcrumbs (in the
 * layout) read what the page knows without a loader. Set from an effect only: never on the server, one entry at a time.
 */
type Listener = () => void;
let leafLabel: { pathname: string; label: string } | null = null;
const listeners = new Set<Listener>();

export const breadcrumbLabels = {
  set(pathname: string, label: string | null): void {
    leafLabel = label === null ? (leafLabel?.pathname === pathname ? null : leafLabel) : { pathname, label };
    listeners.forEach((listener) => listener());
  },
  labelFor(pathname: string): string | null {
    return leafLabel?.pathname === pathname ? leafLabel.label : null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The crumbs with the current page's own name, when it gave one, in place of the generic item. */
export function withLeafLabel(crumbs: readonly Breadcrumb[], label: string | null): readonly Breadcrumb[] {
  if (label === null || crumbs.length === 0) return crumbs;
  return [...crumbs.slice(0, -1), { label, href: null }];
}

/** Page title: the translated label prefixed by the site title (docs/product.md#product). */
export function pageTitle(siteName: string, label?: string): string {
  return label ? `${siteName}${t('app.titleSeparator')}${label}` : siteName;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}
