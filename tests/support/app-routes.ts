import type { AppRoute } from '../../src/app/router/resolve.ts';

/** A page that renders nothing: what the router tests move between. */
export const BlankPage = () => null;

/** The app's route table in small: a root (its own error screen) over the home page and `pages`. */
export function rootOver(pages: AppRoute[]): AppRoute[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: BlankPage,
      ErrorBoundary: BlankPage,
      children: [{ id: 'home', index: true, page: async () => BlankPage }, ...pages],
    },
  ];
}
