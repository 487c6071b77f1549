/** One value of a path or query parameter (docs/product.md#calls). */
export type ParamScalar = string | number | boolean;
/** null / undefined mean "not set" and are left out, so filters can be passed as they are. */
export type ParamValue = ParamScalar | readonly ParamScalar[] | null | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function isList(value: ParamValue): value is readonly ParamScalar[] {
  return Array.isArray(value);
}

/**
 * Fills a template such as '/content/articles/{uid}' and sends every parameter the path does not
 * use as a query parameter, arrays as repeated keys (`tags=a&tags=b`), as docs/product.md#calls requires.
 * A missing path parameter is a programming error: it would silently hit another route.
 */
export function expandPath(template: string, params: Params = {}): { path: string; query: URLSearchParams } {
  const used = new Set<string>();
  const path = template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '' || isList(value)) {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    used.add(name);
    return encodeURIComponent(String(value));
  });

  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (used.has(key) || value === undefined || value === null) continue;
    for (const item of isList(value) ? value : [value]) query.append(key, String(item));
  }
  return { path, query };
}
