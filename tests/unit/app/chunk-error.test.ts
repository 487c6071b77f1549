import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../../../src/app/chunk-error.ts';
import { watchChunkErrors, type ChunkErrorWindow } from '../../../src/app/chunk-watch.ts';

const CHROMIUM = new TypeError('Failed to fetch dynamically imported module: https://galant.example/assets/account-3f2a.js');
const WEBKIT = new TypeError('Importing a module script failed.');
const FIREFOX = new TypeError('error loading dynamically imported module: https://galant.example/assets/account-3f2a.js');
const VITE_CSS = new Error('Unable to preload CSS for /assets/account-9c1d.css');

describe('isChunkLoadError', () => {
  it.each([CHROMIUM, WEBKIT, FIREFOX, VITE_CSS])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a wrapped chunk error and a bare message', () => {
    expect(isChunkLoadError(new Error('route failed', { cause: CHROMIUM }))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), new TypeError('Failed to fetch'), null, undefined, 42, {}])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

class FakeWindow extends EventTarget implements ChunkErrorWindow {
  location = { pathname: '/account/subscription', search: '?tab=1', hash: '#cancel' };

  /** Dispatches an event carrying `field: value`, as browsers and Vite do; true if not prevented. */
  fire(type: string, field: 'payload' | 'error' | 'reason', value: unknown): boolean {
    const event = new Event(type, { cancelable: true });
    Object.defineProperty(event, field, { value });
    return this.dispatchEvent(event);
  }
}

describe('watchChunkErrors', () => {
  let stop: (() => void) | undefined;

  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('reports vite:preloadError with the current path, and prevents the rethrow when handled', () => {
    const win = new FakeWindow();
    const onChunkError = vi.fn(() => true);
    stop = watchChunkErrors(win, onChunkError);

    const notPrevented = win.fire('vite:preloadError', 'payload', CHROMIUM);

    expect(onChunkError).toHaveBeenCalledWith('/account/subscription?tab=1#cancel', CHROMIUM);
    expect(notPrevented).toBe(false);
  });

  it('lets the error through when the handler does not take it (reload refused)', () => {
    const win = new FakeWindow();
    stop = watchChunkErrors(win, () => false);

    expect(win.fire('vite:preloadError', 'payload', CHROMIUM)).toBe(true);
  });

  it('reports uncaught errors and unhandled rejections that are chunk errors, at the path the visitor is on', () => {
    const win = new FakeWindow();
    const onChunkError = vi.fn();
    stop = watchChunkErrors(win, onChunkError);

    win.fire('unhandledrejection', 'reason', WEBKIT);
    win.location = { pathname: '/coaching', search: '', hash: '' };
    win.fire('error', 'error', FIREFOX);

    expect(onChunkError.mock.calls).toEqual([
      ['/account/subscription?tab=1#cancel', WEBKIT],
      ['/coaching', FIREFOX],
    ]);
  });

  it('ignores other errors', () => {
    const win = new FakeWindow();
    const onChunkError = vi.fn();
    stop = watchChunkErrors(win, onChunkError);

    win.fire('unhandledrejection', 'reason', new Error('boom'));
    win.fire('error', 'error', new TypeError('x is undefined'));

    expect(onChunkError).not.toHaveBeenCalled();
  });

  it('reports one failure once even when it surfaces through several events', () => {
    const win = new FakeWindow();
    const onChunkError = vi.fn();
    stop = watchChunkErrors(win, onChunkError);

    win.fire('vite:preloadError', 'payload', CHROMIUM);
    win.fire('unhandledrejection', 'reason', CHROMIUM);

    expect(onChunkError).toHaveBeenCalledTimes(1);
  });

  it('stops listening once stopped', () => {
    const win = new FakeWindow();
    const onChunkError = vi.fn();
    watchChunkErrors(win, onChunkError)();

    win.fire('vite:preloadError', 'payload', CHROMIUM);

    expect(onChunkError).not.toHaveBeenCalled();
  });
});
