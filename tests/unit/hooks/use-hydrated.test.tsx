// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../../../views/components/form/use-hydrated.ts';

/**
 * A submit button waits for hydration (a click before it would post the form natively); once the
 * page runs it is enabled, without re-rendering the page synchronously, and a button
 * shown later by a client navigation is enabled from its first render.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SubmitLike({ seen }: { seen: boolean[] }): ReactNode {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Envoyer</button>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true once the page runs, and true at once for what mounts afterwards', async () => {
    const html = renderToString(<SubmitLike seen={[]} />);
    expect(html).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    // React reports an attribute that differs from the server's (a button left disabled) on the console.
    const consoleErrors = vi.spyOn(console, 'error');
    const hydrating: boolean[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <SubmitLike seen={hydrating} />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    // The server's HTML was kept (no mismatch), then the button enabled.
    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
    expect(hydrating[0]).toBe(false);
    expect(hydrating.at(-1)).toBe(true);
    expect(container.querySelector('button')?.disabled).toBe(false);

    const later = document.createElement('div');
    document.body.append(later);
    const mounted: boolean[] = [];
    const clientRoot = createRoot(later);
    await act(async () => clientRoot.render(<SubmitLike seen={mounted} />));
    expect(mounted).toEqual([true]);

    await act(async () => {
      root.unmount();
      clientRoot.unmount();
    });
  });
});
