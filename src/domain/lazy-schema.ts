import type { z } from 'zod';

/**
 * A schema built the first time it is used, not when its module loads.
 *
 * Zod builds a schema instance when its expression runs: a page's start-up built every schema of
 * the modules it loads (`/login`: 88 ms of main thread at 4× CPU, docs/performance.md), though most
 * of them only check an answer or a form once the visitor acts. The value stands for the schema
 * wherever this project uses one — `parse`, `safeParse`, `shape`, `extend`, `pick`, nesting in
 * another schema, `instanceof`, `z.infer` — each access going to the one instance, built on the
 * first. Not for what keys a schema by its object (`.meta()`, registries, `z.toJSONSchema`): the
 * proxy and the instance are two objects there. Nothing here uses them.
 */
// Pure: a schema no module uses is dropped from the bundles.
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<S extends z.core.$ZodType>(build: () => S): S {
  let built: S | undefined;
  const schema = (): S => (built ??= build());
  // The target stays an empty, extensible object (freezing it is refused), so no proxy invariant
  // binds: every trap answers for the built schema, its own properties reported configurable.
  return new Proxy({} as S, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    preventExtensions: () => false,
  });
}
