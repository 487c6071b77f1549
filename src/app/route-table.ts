import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/index.ts';
import type { RouteContext } from './route-context.ts';

/** Roles a route may require; one matching role of the token's acl is enough (§6). */
export type Role = 'vip' | 'coach';
/** Auth providers (§4): one auth actor each. */
export type AuthProvider = 'default' | 'contact';
/** Support types (§3): the support area a route belongs to. */
export type SupportType = 'contact' | 'coaching';
/** Route middlewares (§2, §6). */
export type Middleware = 'user' | 'registration';

export interface RouteMeta {
  /** Unauthenticated visitors are sent to /login. */
  secured: boolean;
  roles?: readonly Role[];
  /** Where a visitor lacking the role goes (default /login). */
  unauthorizedRedirect?: string;
  provider: AuthProvider;
  supportType?: SupportType;
  middleware?: readonly Middleware[];
  /** Breadcrumbs from path segments (§2): off for /, /article, /articles and contact pages. */
  breadcrumbs: boolean;
  /** Translated label: breadcrumb item and page title (prefixed by the site name). */
  title: MessageKey;
  description?: MessageKey;
  /** Layout name (§2: defaults to "default"). */
  layout: 'default';
  /** Kept out of search engines (error pages, private areas). */
  noindex?: boolean;
}

/** What a route's validate step answers: nothing when valid, else a status and message (§2). */
export interface ValidationFailure {
  status?: number;
  message?: string;
}
export interface ValidateArgs {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
}

export interface LoadArgs extends ValidateArgs {
  /** API client and signed-in state of this request (server) or tab (browser). */
  context: RouteContext;
  signal: AbortSignal;
}

/** Head tags a route derives from its loaded data (article title, description, image). */
export interface RouteHead {
  title?: string;
  description?: string;
  image?: string;
}

export interface RouteDefinition {
  name: string;
  path: string;
  /** Lazy view module: each route is its own chunk. */
  view: () => Promise<{ default: ComponentType }>;
  meta: RouteMeta;
  validate?: (args: ValidateArgs) => ValidationFailure | undefined;
  /** Loads the page's public data (runs on the server for the first render, then in the browser). */
  load?: (args: LoadArgs) => Promise<unknown>;
  /** Head tags from the loaded data; overrides meta.title/description when it answers them. */
  head?: (data: unknown) => RouteHead;
}

const publicPage = {
  secured: false,
  provider: 'default',
  breadcrumbs: true,
  layout: 'default',
} as const satisfies Partial<RouteMeta>;

/**
 * The route table: the single source of truth for paths, names, views and route rules.
 * The router, the server renderer, breadcrumbs, titles and preloading are all built from it.
 * Features add their routes here.
 */
export const routeTable: readonly RouteDefinition[] = [
  {
    name: 'index',
    path: '/',
    view: () => import('../../views/pages/home-page.tsx'),
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.home', description: 'app.descriptions.home' },
  },
  {
    name: 'about',
    path: '/about',
    view: () => import('../../views/pages/about-page.tsx'),
    meta: { ...publicPage, title: 'app.titles.about', description: 'app.descriptions.about' },
  },
  {
    name: 'terms-of-service',
    path: '/terms-of-service',
    view: () => import('../../views/pages/terms-page.tsx'),
    meta: { ...publicPage, title: 'app.titles.terms', description: 'app.descriptions.terms' },
  },
  {
    name: 'page404',
    path: '/page404',
    view: () => import('../../views/pages/error-page.tsx'),
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.page404', noindex: true },
    validate: () => ({ status: 404 }),
  },
  {
    name: 'page5xx',
    path: '/page5xx',
    view: () => import('../../views/pages/error-page.tsx'),
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.page5xx', noindex: true },
    validate: () => ({ status: 500 }),
  },
];

export function findRouteByName(name: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.name === name);
}
