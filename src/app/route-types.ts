import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import type { MessageKey } from '../i18n/index.ts';

/*
 * The route table's types, apart from the table: the loaders, the route context and the head
 * helpers the table lazy-loads or imports name them without importing the table itself.
 */

/** Roles a route may require; one matching role of the token's acl is enough (docs/product.md#roles). */
export type Role = 'vip' | 'coach' | 'analyst' | 'editor' | 'admin';
/** Auth providers (docs/product.md#states): one auth actor each. */
export type AuthProvider = 'default' | 'contact';
/** Support types (docs/product.md#entities): the support area a route belongs to. */
export type SupportType = 'contact' | 'coaching';
/** Route middlewares (docs/product.md#routes, docs/product.md#roles). */
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
  /** Breadcrumbs from path segments (docs/product.md#routes): off for /, /article, /articles and contact pages. */
  breadcrumbs: boolean;
  /** Translated label: breadcrumb item and page title (prefixed by the site name). */
  title: MessageKey;
  description?: MessageKey;
  /** Layout name (docs/product.md#routes: defaults to "default"). */
  layout: 'default';
  /** Kept out of search engines (error pages, private areas). */
  noindex?: boolean;
}

/** What a route's validate step answers: nothing when valid, else a status and message (docs/product.md#routes). */
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
  /** Open Graph type: 'article' for an article, else the site's 'website'. */
  type?: 'article' | 'website';
}

export interface RouteDefinition {
  name: string;
  path: string;
  meta: RouteMeta;
  validate?: (args: ValidateArgs) => ValidationFailure | undefined;
  /** Loads the page's public data (runs on the server for the first render, then in the browser). */
  load?: (args: LoadArgs) => Promise<unknown>;
  /** Head tags from the loaded data; overrides meta.title/description when it answers them. */
  head?: (data: unknown) => RouteHead;
  /** What `load` reads belongs to one visitor (a session, a link's token): the page is never kept by a shared cache. */
  personal?: true;
}

/**
 * What route loaders get to load public data: the API client of this request (server) or of this
 * browser tab, and the signed-in state. The client is loaded on demand so the entry bundle stays
 * free of the API client and its schemas (bundle budget).
 */
export interface RouteContext {
  api: () => Promise<HttpClient>;
  /** Read at each load: in the browser the signed-in state changes over time (default provider). */
  auth: () => AuthInfo | null;
  /** The signed-in state of another provider (docs/product.md#states); absent: only the default provider is known. */
  authFor?: (provider: AuthProvider) => AuthInfo | null;
}
