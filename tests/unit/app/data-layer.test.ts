import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureDataLayer, pushSignUp } from '../../../src/app/third-party/data-layer.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pushSignUp', () => {
  it('pushes a sign_up event with the given data', () => {
    const win = { dataLayer: [] as unknown[] };

    expect(pushSignUp(win, { method: 'email', formula: 'vip-monthly' })).toBe(true);

    expect(win.dataLayer).toEqual([{ method: 'email', formula: 'vip-monthly', event: 'sign_up' }]);
  });

  it('pushes a bare sign_up event without data', () => {
    const win = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };

    pushSignUp(win);

    expect(win.dataLayer.at(-1)).toEqual({ event: 'sign_up' });
  });

  it('keeps the event name even if the data carries another one', () => {
    const win = { dataLayer: [] as unknown[] };

    pushSignUp(win, { event: 'purchase' });

    expect(win.dataLayer).toEqual([{ event: 'sign_up' }]);
  });

  it('warns and returns false when the data layer is missing, without creating it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: { dataLayer?: unknown } = {};

    expect(pushSignUp(win, { method: 'email' })).toBe(false);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/dataLayer is missing/);
    expect(win.dataLayer).toBeUndefined();
  });

  it('treats a non-array dataLayer as missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(pushSignUp({ dataLayer: 'oops' })).toBe(false);
  });
});

describe('ensureDataLayer', () => {
  it('returns the existing data layer or installs an empty one', () => {
    const existing = [{ event: 'x' }];
    const win: { dataLayer?: unknown } = {};

    expect(ensureDataLayer({ dataLayer: existing })).toBe(existing);
    const created = ensureDataLayer(win);
    expect(created).toEqual([]);
    expect(win.dataLayer).toBe(created);
  });
});
