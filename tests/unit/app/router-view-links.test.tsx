import { renderToString } from 'react-dom/server';
import { Link, NavLink, Outlet, useResolvedPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resolveLocation, type AppRoute } from '../../../src/app/router/resolve.ts';
import { StaticRouterView } from '../../../src/app/router/router-view.tsx';

/** Links rendered by the router view: relative addresses, and the active state of a link. */

function Layout() {
  return (
    <nav>
      <NavLink to="/catégorie/thé">thé</NavLink>
      <Outlet />
    </nav>
  );
}

function Relative() {
  return (
    <p>
      <span data-testid="here">{useResolvedPath('.').pathname}</span>
      <Link to="suite">suite</Link>
    </p>
  );
}

const routes: AppRoute[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    children: [
      { id: 'home', index: true, Component: Relative },
      { id: 'article', path: '/article/:uid', Component: Relative },
      { id: 'category', path: '/catégorie/:name', Component: () => null },
    ],
  },
];

async function serverHtml(address: string): Promise<string> {
  const url = new URL(address, 'http://galant.test');
  const rendered = await resolveLocation(routes, url, { signal: new AbortController().signal });
  if (rendered.kind !== 'render') throw new Error('expected a page');
  return renderToString(<StaticRouterView url={url} rendered={rendered} />);
}

describe('the router view’s links', () => {
  it('relative addresses resolve from the matched route, not from /', async () => {
    const html = await serverHtml('/article/a');
    expect(html).toContain('<span data-testid="here">/article/a</span>');
    expect(html).toContain('<a href="/article/a/suite" data-discover="true">suite</a>');
  });

  it('a link to a non-ASCII address is active on the server as in the browser (the same navigator: no hydration mismatch)', async () => {
    expect(await serverHtml('/catégorie/thé')).toContain('<a aria-current="page" class="active" href="/catégorie/thé"');
  });
});
