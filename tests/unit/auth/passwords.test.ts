import { describe, expect, it } from 'vitest';
import { CURRENT_COST, hashPassword, needsRehash, verifyPassword } from '../../../server/modules/auth/passwords.ts';

/** Written by another Argon2id implementation (hash-wasm 4.12) for 'Mot-de-passe-2026', m = 1 MiB, t = 1. */
const FOREIGN_ARGON2ID = '$argon2id$v=19$m=1024,t=1,p=1$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ';

describe('password hashes (Argon2id; scrypt hashes of before still verify)', () => {
  it("stores a new password as an Argon2id PHC string at today's cost, and only that password matches it", async () => {
    const stored = await hashPassword('Mot-de-passe-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(CURRENT_COST).toEqual({ algorithm: 'argon2id', memoryKiB: 19_456, passes: 2, lanes: 1 });
    expect(await verifyPassword('Mot-de-passe-2026', stored)).toBe(true);
    expect(await verifyPassword('mot-de-passe-2026', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword('Mot-de-passe-2026')).not.toBe(stored);
  });

  it('verifies a hash another Argon2id implementation wrote, and asks to re-hash it at our cost', async () => {
    expect(await verifyPassword('Mot-de-passe-2026', FOREIGN_ARGON2ID)).toBe(true);
    expect(await verifyPassword('Mot-de-passe-2025', FOREIGN_ARGON2ID)).toBe(false);
    expect(needsRehash(FOREIGN_ARGON2ID)).toBe(true);
  });

  it('verifies a foreign hash of another key length and lanes (64 bytes, p = 2), as written', async () => {
    const foreign =
      '$argon2id$v=19$m=64,t=2,p=2$c2VsLWRlLXRlc3QtMDAwMg$q1ft/YYUWNogpTa2xmxaTa9Jl5lMpekNDxBbqUuAHcs/e8LSrAdXdFDqaJgST6mpl3W91i6O8AV+iAJPXqx79A';
    expect(await verifyPassword('Mot-de-passe-2026', foreign)).toBe(true);
    expect(await verifyPassword('Mot-de-passe-2025', foreign)).toBe(false);
  });

  it('keeps verifying a scrypt hash made before Argon2id, and asks to re-hash it', async () => {
    // The cost decision 0017 stored (N = 2^13, r = 8, p = 10).
    const stored = await hashPassword('Mot-de-passe-2025', { algorithm: 'scrypt', N: 2 ** 13, r: 8, p: 10 });
    expect(await verifyPassword('Mot-de-passe-2025', stored)).toBe(true);
    const old = await hashPassword('Ancien-mot-de-passe', { algorithm: 'scrypt', N: 2 ** 10, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Ancien-mot-de-passe', old)).toBe(true);
    expect(await verifyPassword('ancien-mot-de-passe', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('reads the same password typed with composed or decomposed accents as one', async () => {
    const stored = await hashPassword('Séduction-2026', { algorithm: 'argon2id', memoryKiB: 1024, passes: 1, lanes: 1 });
    expect(await verifyPassword('Se\u0301duction-2026', stored)).toBe(true);
  });

  it('never matches a malformed stored hash, and asks to replace it', async () => {
    const [, , version, params, salt, key] = FOREIGN_ARGON2ID.split('$');
    for (const stored of [
      '',
      'plain-text-password',
      FOREIGN_ARGON2ID.replace('v=19', 'v=16'),
      `$argon2i$${version}$${params}$${salt}$${key}`,
      `$argon2id$${version}$m=0,t=1,p=1$${salt}$${key}`,
      `$argon2id$${version}$${params}$$${key}`,
      `$argon2id$${version}$${params}$${salt}$`,
      // Readable, but outside what the algorithms allow or a thread should spend: refused, not thrown.
      `$argon2id$${version}$${params}$c2Vs$${key}`,
      `$argon2id$${version}$m=8,t=1,p=2$${salt}$${key}`,
      `$argon2id$${version}$m=4194304,t=1,p=1$${salt}$${key}`,
      `$argon2id$${version}$m=1024,t=1000,p=1$${salt}$${key}`,
      `$argon2id$${version}$${params}$${salt}$a2V5`,
      // Base64 with stray low bits, which the library would refuse with an error rather than a mismatch.
      `$argon2id$${version}$${params}$c2VsLWRlLXRlc3QtMDAwMR$${key}`,
      'scrypt$1024$8$1$$',
      'scrypt$abc$8$1$c2Vs$a2V5',
      'scrypt$1000$8$1$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ',
      'scrypt$4194304$8$1$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ',
      // What Node's scrypt itself refuses (N ≥ 2^(16 r), p + 2 > N), and work a thread should not spend.
      'scrypt$2$1$1$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ',
      'scrypt$131072$1$1$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ',
      'scrypt$16$8$64$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ',
      'scrypt$1048576$2$64$c2VsLWRlLXRlc3QtMDAwMQ$DWEmntW0wkCePAjPnT7v1Fhhiq5Yyn2KqNoyXjLWWnQ',
      `$argon2id$${version}$m=262144,t=32,p=1$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('Mot-de-passe-2026', stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(true);
    }
  });
});
