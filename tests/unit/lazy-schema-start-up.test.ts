import { types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// Every lazy schema the modules below declare is kept, and every one built while they load is
// recorded (a page's start-up builds none). The real lazySchema is kept; only observed.
const observed = vi.hoisted(() => ({ declared: [] as object[], built: [] as string[] }));
vi.mock('../../src/domain/lazy-schema.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/domain/lazy-schema.ts')>();
  return {
    lazySchema: <S extends z.core.$ZodType>(build: () => S): S => {
      const schema = real.lazySchema(() => {
        const caller = new Error().stack?.split('\n').find((line) => /src[\\/]|machines[\\/]/.test(line) && !line.includes('lazy-schema'));
        observed.built.push(caller ?? '?');
        return build();
      });
      observed.declared.push(schema);
      return schema;
    },
  };
});

/** What the browser loads with its schemas: the contract, the API client, the machines, the signup storage. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/domain/**/*.ts', '../../src/api/**/*.ts', '../../machines/**/*.ts', '../../src/app/signup/*.ts'],
  { eager: true },
);
const builtAtLoad = [...observed.built];

describe('the schemas a page loads', () => {
  it('are none of them built while the modules load', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(60);
    expect(builtAtLoad).toEqual([]);
  });

  it('are all lazy: no module exports a schema built at load', () => {
    const eager: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        // A lazy schema is a proxy: test it first, since `instanceof` would build it.
        if (!types.isProxy(value) && value instanceof z.ZodType) eager.push(`${file}: ${name}`);
      }
    }
    expect(eager).toEqual([]);
  });

  it('each build without error on first use, private ones included (a mistake shows here, not in production)', () => {
    expect(observed.declared.length).toBeGreaterThan(140);
    for (const schema of observed.declared) expect(schema).toBeInstanceOf(z.ZodType);
    expect(observed.built.length).toBe(observed.declared.length);
  });
});
