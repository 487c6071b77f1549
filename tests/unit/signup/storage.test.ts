import { describe, expect, it } from 'vitest';
import { signupStorage } from '../../../src/app/signup/storage.ts';
import { PAID_TRIAL } from '../../support/signup-fixtures.ts';

/** A Storage kept in a Map, as the browser's would be. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('signup data kept in the browser (docs/product.md#entities)', () => {
  it('keeps the unique token, formula, affiliation and user across pages', () => {
    const storage = memoryStorage();
    const first = signupStorage(storage);
    first.storeUniqueToken('galant-essai');
    first.storeFormula(PAID_TRIAL);
    first.storeAffiliation({ token: 'aff-42', platform: 'partenaire' });
    first.storeUser({ uid: 'u-paul', email: 'paul@exemple.fr' });

    const later = signupStorage(storage);
    expect(later.readUniqueToken()).toBe('galant-essai');
    expect(later.readFormula()).toEqual(PAID_TRIAL);
    expect(later.readAffiliation()).toEqual({ token: 'aff-42', platform: 'partenaire' });
    expect(later.readUser()).toEqual({ uid: 'u-paul', email: 'paul@exemple.fr' });
  });

  it('stores the payment result as 1, 0, or nothing (null)', () => {
    const store = signupStorage(memoryStorage());
    expect(store.readPaymentResult()).toBeNull();
    store.storePaymentResult(1);
    expect(store.readPaymentResult()).toBe(1);
    store.storePaymentResult(0);
    expect(store.readPaymentResult()).toBe(0);
    store.storePaymentResult(null);
    expect(store.readPaymentResult()).toBeNull();
  });

  it('reads a tampered or malformed value as absent', () => {
    const storage = memoryStorage();
    storage.setItem('galant:signup:formula', JSON.stringify({ ...PAID_TRIAL, amount: 'gratuit' }));
    storage.setItem('galant:signup:payment-result', '2');
    storage.setItem('galant:signup:affiliation', JSON.stringify({ token: 'aff-42' }));
    storage.setItem('galant:signup:unique-token', '{not json');
    const store = signupStorage(storage);
    expect(store.readFormula()).toBeNull();
    expect(store.readPaymentResult()).toBeNull();
    expect(store.readAffiliation()).toBeNull();
    expect(store.readUniqueToken()).toBeNull();
  });

  it('goes on without memory when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const store of [signupStorage(refusing), signupStorage(null)]) {
      expect(() => store.storeUniqueToken('galant-essai')).not.toThrow();
      expect(store.readUniqueToken()).toBeNull();
    }
  });
});
