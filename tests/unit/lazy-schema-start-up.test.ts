import { types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// Every lazy schema built while the modules below load is recorded (issue 13: a page's start-up
// builds none). The real lazySchema is kept; only its build is observed.
const built = vi.hoisted(() => [] as string[]);
vi.mock('../../src/domain/lazy-schema.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/domain/lazy-schema.ts')>();
  return {
    lazySchema: <S extends z.core.$ZodType>(build: () => S): S =>
      real.lazySchema(() => {
        built.push(
          new Error().stack?.split('\n').find((line) => /src[\\/]|machines[\\/]/.test(line) && !line.includes('lazy-schema')) ?? '?',
        );
        return build();
      }),
  };
});

/** What the browser loads with its schemas: the contract, the API client, the machines, the signup storage. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/domain/**/*.ts', '../../src/api/**/*.ts', '../../machines/**/*.ts', '../../src/app/signup/*.ts'],
  { eager: true },
);
const atLoad = [...built];

describe('the schemas a page loads', () => {
  it('are none of them built while the modules load', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(60);
    expect(atLoad).toEqual([]);
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

  it('each build without error on first use (a mistake in a rarely used schema shows here, not in production)', () => {
    let schemas = 0;
    for (const exports of Object.values(modules)) {
      for (const value of Object.values(exports)) {
        if (!types.isProxy(value)) continue;
        expect(value).toBeInstanceOf(z.ZodType);
        schemas += 1;
      }
    }
    expect(schemas).toBeGreaterThan(100);
    expect(built.length).toBeGreaterThan(100);
  });
});
