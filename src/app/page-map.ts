import type { ComponentType } from 'react';

/** A page module: its default export renders the route. */
type PageModule = () => Promise<{ default: ComponentType }>;

const signupOutcome: PageModule = () => import('../../views/pages/signup-outcome-page.tsx');
const contentPage: PageModule = () => import('../../views/pages/content-page.tsx');
const articlesPage: PageModule = () => import('../../views/pages/articles-page.tsx');
const staffArticlesPage: PageModule = () => import('../../views/pages/staff-articles-page.tsx');
const errorPage: PageModule = () => import('../../views/pages/error-page.tsx');

/**
 * Which page renders each route of the route table, by route name: each page is its own lazy chunk.
 * Only the router (routes.tsx) reads it; views read paths from the route table, never from here,
 * so the import graph runs one way: page map → views → src/app hooks and the route table.
 */
export const pageMap: Readonly<Record<string, PageModule>> = {
  index: () => import('../../views/pages/home-page.tsx'),
  about: contentPage,
  'terms-of-service': contentPage,
  'privacy-policy': () => import('../../views/pages/privacy-policy-page.tsx'),
  articles: articlesPage,
  'article-index': articlesPage,
  article: () => import('../../views/pages/article-page.tsx'),
  login: () => import('../../views/pages/login-page.tsx'),
  account: () => import('../../views/pages/account-page.tsx'),
  'reset-password': () => import('../../views/pages/reset-password-request-page.tsx'),
  'reset-password-update': () => import('../../views/pages/reset-password-update-page.tsx'),
  registration: () => import('../../views/pages/registration-page.tsx'),
  'registration-payment': () => import('../../views/pages/registration-payment-page.tsx'),
  'registration-welcome': signupOutcome,
  'registration-welcome-success': signupOutcome,
  'registration-welcome-failure': signupOutcome,
  'registration-result': signupOutcome,
  'callback-payment': () => import('../../views/pages/payment-callback-page.tsx'),
  'account-subscription': () => import('../../views/pages/account-subscription-page.tsx'),
  'account-card': () => import('../../views/pages/account-card-page.tsx'),
  contact: () => import('../../views/pages/contact-home-page.tsx'),
  'contact-link': () => import('../../views/pages/contact-link-page.tsx'),
  'contact-tickets': () => import('../../views/pages/contact-tickets-page.tsx'),
  'contact-ticket': () => import('../../views/pages/contact-ticket-page.tsx'),
  'contact-new-ticket': () => import('../../views/pages/contact-new-ticket-page.tsx'),
  staff: () => import('../../views/pages/staff-inbox-page.tsx'),
  'staff-ticket': () => import('../../views/pages/staff-ticket-page.tsx'),
  'staff-flows': () => import('../../views/pages/staff-flows-page.tsx'),
  'staff-articles': staffArticlesPage,
  'staff-article': staffArticlesPage,
  coaching: () => import('../../views/pages/coaching-page.tsx'),
  'coaching-new-discussion': () => import('../../views/pages/coaching-new-discussion-page.tsx'),
  'coaching-discuss-uid': () => import('../../views/pages/coaching-discussion-page.tsx'),
  page404: errorPage,
  page5xx: errorPage,
};
