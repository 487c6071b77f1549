/**
 * The Google Tag Manager data layer (docs/product.md#calls): a plain array on window that GTM drains. Hosts are typed
 * as `object` because `dataLayer` is not part of the DOM typings; values are checked at runtime.
 */

export type DataLayerEntry = Readonly<Record<string, unknown>>;

/** The host's data layer, or undefined when nothing (GTM or us) created it. */
export function readDataLayer(win: object): unknown[] | undefined {
  const value: unknown = Reflect.get(win, 'dataLayer');
  return Array.isArray(value) ? value : undefined;
}

/** The host's data layer, created empty when missing (what the GTM snippet does). */
export function ensureDataLayer(win: object): unknown[] {
  const existing = readDataLayer(win);
  if (existing) return existing;
  const created: unknown[] = [];
  Reflect.set(win, 'dataLayer', created);
  return created;
}

/**
 * Pushes the sign_up event (registration success). False, with a console warning, when the data
 * layer is missing: the tracker is not loaded, and registration must go on regardless.
 */
export function pushSignUp(win: object, data: DataLayerEntry = {}): boolean {
  const layer = readDataLayer(win);
  if (!layer) {
    console.warn('[galant] dataLayer is missing: the sign_up event was not sent.');
    return false;
  }
  // `event` last so caller data cannot rename the event.
  layer.push({ ...data, event: 'sign_up' });
  return true;
}
