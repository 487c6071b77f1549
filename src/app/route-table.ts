import { articleHead, pageHead } from './content/head.ts';
import type { RouteDefinition, RouteMeta } from './route-types.ts';

export type {
  AuthProvider,
  LoadArgs,
  Middleware,
  Role,
  RouteDefinition,
  RouteHead,
  RouteMeta,
  SupportType,
  ValidateArgs,
  ValidationFailure,
} from './route-types.ts';

const publicPage = {
  secured: false,
  provider: 'default',
  breadcrumbs: true,
  layout: 'default',
} as const satisfies Partial<RouteMeta>;

/** docs/product.md#routes: contact pages use the contact provider and support type, without breadcrumbs. */
const contactPage = {
  ...publicPage,
  provider: 'contact',
  supportType: 'contact',
  breadcrumbs: false,
} as const satisfies Partial<RouteMeta>;
/** The staff console: coaches only, out of search engines. */
const staffPage = { ...publicPage, secured: true, roles: ['coach'], noindex: true } as const satisfies Partial<RouteMeta>;
/** The editors' console: editors and admins (docs/product.md#publishing). */
const editorsPage = { ...staffPage, roles: ['editor', 'admin'], breadcrumbs: false, title: 'app.titles.staffArticles' } as const;
/**
 * docs/product.md#routes, docs/product.md#roles coaching: VIP members only (others go to the index page), support type coaching, the user
 * middleware; the new discussion adds the registration middleware (docs/decisions/0014-coaching.md).
 */
const coachingPage = {
  ...publicPage,
  secured: true,
  roles: ['vip'],
  unauthorizedRedirect: '/',
  supportType: 'coaching',
  middleware: ['user'],
  noindex: true,
} as const satisfies Partial<RouteMeta>;

/** Content loaders, in their own chunk: the API client and its schemas stay out of the entry. */
const contentLoaders = () => import('./content/loaders.ts');

/**
 * The route table: the single source of truth for paths, names and route rules. It imports no
 * page, so views may read paths from it (findRouteByName) without an import circle; which page
 * renders each route is src/app/page-map.ts. The router, the server renderer, breadcrumbs, titles
 * and preloading are all built from it. Features add their routes here and their page there.
 */
export const routeTable: readonly RouteDefinition[] = [
  {
    name: 'index',
    path: '/',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.home', description: 'app.descriptions.home' },
    load: async (args) => (await contentLoaders()).loadHome(args),
  },
  {
    name: 'about',
    path: '/about',
    meta: { ...publicPage, title: 'app.titles.about', description: 'app.descriptions.about' },
    load: async (args) => (await contentLoaders()).loadPage('about', args),
    head: pageHead,
  },
  {
    name: 'terms-of-service',
    path: '/terms-of-service',
    meta: { ...publicPage, title: 'app.titles.terms', description: 'app.descriptions.terms' },
    load: async (args) => (await contentLoaders()).loadPage('terms-of-service', args),
    head: pageHead,
  },
  {
    // docs/product.md#routes: written in the code (src/i18n/fr/privacy-policy.ts), not the content
    // database, so that it says what the code keeps; no loader, nothing to wait for. Its meta
    // description is the server's (src/i18n/fr/head.ts), out of the entry.
    name: 'privacy-policy',
    path: '/privacy-policy',
    meta: { ...publicPage, title: 'app.titles.privacy' },
  },
  {
    name: 'articles',
    path: '/articles',
    meta: { ...publicPage, breadcrumbs: false, title: 'content.titles.articles', description: 'content.descriptions.articles' },
    load: async (args) => (await contentLoaders()).loadArticles(args),
  },
  {
    // docs/product.md#routes names /article: the page of one article is /article/<uid> (docs/decisions/0008); bare, the list.
    name: 'article-index',
    path: '/article',
    meta: { ...publicPage, breadcrumbs: false, title: 'content.titles.articles' },
    load: async () => (await contentLoaders()).redirectToArticles(),
  },
  {
    name: 'article',
    path: '/article/:uid',
    meta: { ...publicPage, breadcrumbs: false, title: 'content.titles.article', description: 'content.descriptions.article' },
    load: async (args) => (await contentLoaders()).loadArticle(args),
    head: articleHead,
  },
  {
    name: 'login',
    path: '/login',
    meta: { ...publicPage, title: 'auth.titles.login', description: 'auth.descriptions.login' },
  },
  {
    name: 'account',
    path: '/account',
    meta: { ...publicPage, secured: true, title: 'auth.titles.account', noindex: true },
    load: async (args) => (await import('./auth/account-loader.ts')).loadAccount(args),
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    meta: { ...publicPage, title: 'auth.titles.resetPassword', description: 'auth.descriptions.resetPassword' },
  },
  {
    // Opened from the e-mailed link (?token=…): kept out of search engines.
    name: 'reset-password-update',
    path: '/reset-password/update',
    meta: { ...publicPage, title: 'auth.titles.resetPasswordUpdate', noindex: true },
    load: async (args) => (await import('./auth/reset-loader.ts')).loadResetCheck(args),
    personal: true,
  },
  // The signup funnel (docs/product.md#routes): registration → payment → callback → welcome. Out of search engines
  // but the first step; no breadcrumbs (a funnel, not a place to browse).
  {
    name: 'registration',
    path: '/registration',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.registration', description: 'app.descriptions.registration' },
    // Lighthouse LCP: the utk's token and formula are read on the server, so the first HTML holds the form
    // (in the browser the machine reads them itself: no loader chunk to wait for on a navigation).
    load: async (args) =>
      typeof window === 'undefined' ? (await import('./signup/registration-loader.ts')).loadRegistrationLookup(args) : null,
    // What it read says whether this visitor is signed in, and a token's validity changes: never a
    // stored copy (Back after leaving for the payment page must not show the form of a visitor now
    // registered and signed in).
    personal: true,
  },
  {
    name: 'registration-payment',
    path: '/registration/payment',
    meta: { ...publicPage, secured: true, breadcrumbs: false, title: 'app.titles.registrationPayment', noindex: true },
  },
  ...(
    [
      ['registration-welcome', '/registration/welcome'],
      ['registration-welcome-success', '/registration/welcome/success'],
      ['registration-welcome-failure', '/registration/welcome/failure'],
    ] as const
  ).map(([name, path]): RouteDefinition => ({
    name,
    path,
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.welcome', noindex: true },
  })),
  {
    // docs/product.md#routes: the result parameter is valid only as success or failure.
    name: 'registration-result',
    path: '/registration/:result',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.registrationResult', noindex: true },
    validate: ({ params }) => (params.result === 'success' || params.result === 'failure' ? undefined : { status: 404 }),
  },
  {
    name: 'callback-payment',
    path: '/callback/payment',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.paymentCallback', noindex: true },
  },
  {
    // docs/product.md#routes; reached from the footer's terminate link on every page (L215-1-1).
    name: 'account-subscription',
    path: '/account/subscription',
    meta: { ...publicPage, secured: true, title: 'app.titles.accountSubscription', noindex: true },
    load: async (args) => (await import('./account/subscription-loader.ts')).loadSubscriptionPage(args),
  },
  // The failed-renewal e-mail's change-card link (signed token, no sign-in needed).
  {
    name: 'account-card',
    path: '/account/card',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.accountSubscription', noindex: true },
  },
  // Support (docs/product.md#routes): contact pages are not secured, use the contact provider and support
  // type, and have no breadcrumbs; the ticket pages need the link's token t (kept out of search engines).
  {
    name: 'contact',
    path: '/contact',
    meta: { ...contactPage, title: 'app.titles.support' },
  },
  {
    name: 'contact-link',
    path: '/contact/link',
    meta: { ...contactPage, title: 'app.titles.supportLink' },
  },
  {
    name: 'contact-tickets',
    path: '/contact/tickets',
    meta: { ...contactPage, title: 'app.titles.tickets', noindex: true },
  },
  {
    name: 'contact-ticket',
    path: '/contact/tickets/:uid',
    meta: { ...contactPage, title: 'app.titles.ticket', noindex: true },
    load: async (args) => (await import('./support/ticket-loader.ts')).loadContactTicket(args),
    personal: true,
  },
  {
    name: 'contact-new-ticket',
    path: '/contact/new-ticket',
    meta: { ...contactPage, title: 'app.titles.newTicket' },
  },
  // Staff console: role coach.
  {
    name: 'staff',
    path: '/staff',
    meta: { ...staffPage, title: 'app.titles.staff' },
  },
  {
    name: 'staff-ticket',
    path: '/staff/tickets/:uid',
    meta: { ...staffPage, breadcrumbs: false, title: 'app.titles.ticket' },
  },
  {
    name: 'staff-flows',
    path: '/staff/flows',
    meta: { ...staffPage, roles: ['analyst', 'admin'], breadcrumbs: false, title: 'app.titles.staffFlows' },
  },
  // The editors' console (docs/product.md#publishing): the articles and their editor, one page module.
  { name: 'staff-articles', path: '/staff/articles', meta: editorsPage },
  { name: 'staff-article', path: '/staff/articles/:id', meta: editorsPage },
  // Coaching space (docs/product.md#routes): discussions of VIP members with the coaches.
  {
    name: 'coaching',
    path: '/coaching',
    meta: { ...coachingPage, title: 'app.titles.coaching' },
    load: async (args) => (await import('./coaching/loaders.ts')).loadDiscussions(args),
    personal: true,
  },
  {
    name: 'coaching-new-discussion',
    path: '/coaching/new-discussion',
    meta: { ...coachingPage, middleware: ['user', 'registration'], title: 'app.titles.newDiscussion' },
  },
  {
    name: 'coaching-discuss-uid',
    path: '/coaching/:uid',
    meta: { ...coachingPage, title: 'app.titles.discussion' },
    load: async (args) => (await import('./coaching/loaders.ts')).loadDiscussion(args),
    personal: true,
  },
  {
    name: 'page404',
    path: '/page404',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.page404', noindex: true },
    validate: () => ({ status: 404 }),
  },
  {
    name: 'page5xx',
    path: '/page5xx',
    meta: { ...publicPage, breadcrumbs: false, title: 'app.titles.page5xx', noindex: true },
    validate: () => ({ status: 500 }),
  },
];

export function findRouteByName(name: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.name === name);
}
