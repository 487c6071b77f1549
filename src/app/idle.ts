/**
 * Resolves once the browser is idle, or after `timeoutMs` at the latest (no `requestIdleCallback`:
 * after a tick): for what a page needs soon, but not to start.
 */
export function whenIdle(win: Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(resolve, 1);
  });
}
