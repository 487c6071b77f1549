import { spawn } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deriveOnHashingThread, HASHING_NICENESS, hashingThreadIds } from '../../../server/modules/auth/hashing-threads.ts';
import { hashPassword, verifyPassword } from '../../../server/modules/auth/passwords.ts';

/** Cheap settings: what is tested is where a hash runs, not its cost. */
const OPTIONS = { N: 2 ** 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const salt = Buffer.from('sel-de-test-0001');
const scryptOnHashingThread = (
  password: string,
  withSalt: Buffer,
  keyLength: number,
  options: typeof OPTIONS,
  slot: { yielding: boolean },
) => deriveOnHashingThread(password, withSalt, keyLength, { algorithm: 'scrypt', options }, slot);

/** A thread's nice value (field 19 of /proc/<pid>/task/<tid>/stat, the 17th after the command name). */
function nicenessOf(threadId: number): number {
  const fields = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[16]);
}

describe('password hashing on threads that yield to serving', () => {
  it('derives the same key as scrypt itself, several at once, on threads of lower priority, or the usual one for a burst slot', async () => {
    const passwords = ['premier', 'deuxième', 'troisième'];
    const keys = await Promise.all([
      ...passwords.map((password) => scryptOnHashingThread(password, salt, 32, OPTIONS, { yielding: true })),
      scryptOnHashingThread('rafale', salt, 32, OPTIONS, { yielding: false }),
    ]);
    expect(keys).toEqual([...passwords, 'rafale'].map((password) => scryptSync(password, salt, 32, OPTIONS)));

    const { yielding, usual } = await hashingThreadIds();
    // One thread per hash running at once (three yielding here), each at its priority.
    expect(yielding.length).toBeGreaterThanOrEqual(3);
    expect(usual.length).toBeGreaterThanOrEqual(1);
    for (const [ids, niceness] of [
      [yielding, Math.min(19, getPriority() + HASHING_NICENESS)],
      [usual, getPriority()],
    ] as const) {
      for (const id of ids) {
        if (process.platform !== 'linux') expect(id).toBeNull();
        else expect(nicenessOf(id ?? Number.NaN)).toBe(niceness);
      }
    }
  });

  it('derives Argon2id keys as another implementation does (hash-wasm 4.12, same password, salt and cost)', async () => {
    const key = await deriveOnHashingThread(
      'Mot-de-passe-2026',
      salt,
      32,
      { algorithm: 'argon2id', memoryKiB: 1024, passes: 1, lanes: 1 },
      { yielding: true },
    );
    expect(key.toString('hex')).toBe('0d61269ed5b4c2409e3c08cf9d3eefd458618aae58ca7d8aa8da325e32d65a74');
  });

  it('hashes and verifies passwords through them', async () => {
    const stored = await hashPassword('Mot-de-passe-2026');
    expect(await verifyPassword('Mot-de-passe-2026', stored)).toBe(true);
    expect(await verifyPassword('mot-de-passe-2026', stored)).toBe(false);
  });

  it('rejects a derivation that fails, and the next one still works', async () => {
    await expect(scryptOnHashingThread('x', salt, 32, { ...OPTIONS, N: 1000 }, { yielding: true })).rejects.toThrow(/N|parameter|invalid/i);
    expect(await scryptOnHashingThread('x', salt, 32, OPTIONS, { yielding: true })).toEqual(scryptSync('x', salt, 32, OPTIONS));
  });

  it('never keeps a process alive once its hashes are done (a script that hashes ends by itself)', async () => {
    const threads = fileURLToPath(new URL('../../../server/modules/auth/hashing-threads.ts', import.meta.url));
    const script = `const { deriveOnHashingThread } = await import(${JSON.stringify(threads)});
      const key = await deriveOnHashingThread('x', Buffer.from('sel'), 16, { algorithm: 'scrypt', options: { N: 1024, r: 8, p: 1 } }, { yielding: true });
      console.log(key.toString('hex'));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(output.trim()).toBe(scryptSync('x', Buffer.from('sel'), 16, { N: 1024, r: 8, p: 1 }).toString('hex'));
  });
});
