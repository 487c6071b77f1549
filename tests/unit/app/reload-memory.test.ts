import { describe, expect, it } from 'vitest';
import { readLastReload, recordReload } from '../../../src/app/reload-memory.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('reload memory (docs/product.md#limits reload guard across reloads)', () => {
  it('remembers the time of the last automatic reload', () => {
    const storage = memoryStorage();
    expect(readLastReload(storage)).toBeNull();
    recordReload(storage, 123_456);
    expect(readLastReload(storage)).toBe(123_456);
  });

  it('treats a missing or throwing storage as no memory, without failing', () => {
    const broken = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: (): void => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readLastReload(null)).toBeNull();
    expect(readLastReload(broken)).toBeNull();
    expect(() => recordReload(broken, 1)).not.toThrow();
  });
});
