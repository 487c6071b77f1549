// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, Outlet, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/app/router/app-router.ts';
import { resolveLocation, RouteFailure, type AppRoute, type RouteLoadArgs } from '../../../src/app/router/resolve.ts';
import { RouterView, StaticRouterView } from '../../../src/app/router/router-view.tsx';
import { usePendingLocation, useRouteData, useRouteError, useRouteMatches } from '../../../src/app/router/use-route.ts';
import { memoryHistory } from '../../support/memory-history.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Layout() {
  const pending = usePendingLocation();
  const leaf = useRouteMatches().at(-1);
  return (
    <div>
      <nav>
        <Link to="/article/b">b</Link>
      </nav>
      <p data-testid="leaf">{leaf?.id}</p>
      {pending && <p data-testid="pending">{pending.pathname}</p>}
      <Outlet />
    </div>
  );
}

function ArticlePage() {
  const { uid } = useParams();
  const title = useRouteData<string>();
  if (title === 'crash') throw new Error('render failure');
  return <h1 data-uid={uid}>{title}</h1>;
}

function ErrorScreen() {
  return <p data-testid="error">{useRouteError().status}</p>;
}

/** Article loaders the test answers: each call waits for its own answer. */
const answers: Array<{ uid: string | undefined; answer: (title: string) => void; fail: (error: unknown) => void }> = [];
const routes: AppRoute[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        id: 'article',
        path: '/article/:uid',
        page: async () => ArticlePage,
        load: ({ params }: RouteLoadArgs) => new Promise((answer, fail) => answers.push({ uid: params.uid, answer, fail })),
      },
    ],
  },
];

afterEach(() => {
  answers.length = 0;
  document.body.innerHTML = '';
});

const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;

describe('the router view', () => {
  it('renders the server’s resolution with each route’s data, and its error screen in place of the layout', async () => {
    const url = new URL('http://galant.test/article/a');
    const served = resolveLocation(routes, url, { signal: new AbortController().signal });
    await Promise.resolve();
    answers[0]?.answer('Aimer');
    const rendered = await served;
    if (rendered.kind !== 'render') throw new Error('expected a page');
    const html = renderToString(<StaticRouterView url={url} rendered={rendered} />);
    expect(html).toContain('<h1 data-uid="a">Aimer</h1>');
    expect(html).toContain('<p data-testid="leaf">article</p>');

    const missing = resolveLocation(routes, new URL('http://galant.test/article/x'), { signal: new AbortController().signal });
    await Promise.resolve();
    answers[1]?.fail(new RouteFailure(404));
    const failed = await missing;
    if (failed.kind !== 'render') throw new Error('expected a page');
    expect(renderToString(<StaticRouterView url={url} rendered={failed} />)).toBe('<p data-testid="error">404</p>');
  });

  it('a link click keeps the page until the next one’s data is ready, then shows it; a page that throws shows the error screen', async () => {
    const history = memoryHistory('/article/a');
    // The page the server rendered, as entry-client resumes it.
    const first = resolveLocation(routes, new URL('http://galant.test/article/a'), { signal: new AbortController().signal });
    await Promise.resolve();
    answers[0]?.answer('Aimer');
    const resumed = await first;
    if (resumed.kind !== 'render') throw new Error('expected a page');
    const hydrated = createAppRouter({ history, routes, initial: resumed });

    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouterView router={hydrated} />));
    expect(text('h1')).toBe('Aimer');

    await act(async () => (document.querySelector('a[href="/article/b"]') as HTMLAnchorElement).click());
    expect(text('h1')).toBe('Aimer');
    expect(text('[data-testid="pending"]')).toBe('/article/b');
    await act(async () => answers[1]?.answer('Rompre'));
    expect(text('h1')).toBe('Rompre');
    expect(document.querySelector('h1')?.dataset.uid).toBe('b');
    expect(text('[data-testid="pending"]')).toBeNull();
    expect(history.entries()).toEqual(['/article/a', '/article/b']);

    const errors: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      await act(async () => void hydrated.navigate('/article/c'));
      await act(async () => answers[2]?.answer('crash'));
    } finally {
      console.error = consoleError;
    }
    expect(text('[data-testid="error"]')).toBe('500');
    expect(errors.length).toBeGreaterThan(0);

    // A revalidation's new data clears the failure (the same address), as with React Router.
    await act(async () => void hydrated.revalidate());
    await act(async () => answers[3]?.answer('Réparé'));
    expect(text('h1')).toBe('Réparé');
    expect(text('[data-testid="error"]')).toBeNull();

    await act(async () => void hydrated.navigate('/article/c'));
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await act(async () => answers[4]?.answer('crash'));
    } finally {
      console.error = quiet;
    }
    expect(text('[data-testid="error"]')).toBe('500');
    // The next address clears the failure.
    await act(async () => void hydrated.navigate('/article/d'));
    await act(async () => answers[5]?.answer('Se revoir'));
    expect(text('h1')).toBe('Se revoir');
    await act(async () => root.unmount());
    hydrated.dispose();
  });
});
