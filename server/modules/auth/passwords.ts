import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashingPool, type HashingPool } from './hashing-pool.ts';
import { scryptOnHashingThread } from './hashing-threads.ts';

/**
 * Password hashing with node:crypto scrypt: a random salt per password and the cost stored with
 * the hash (`scrypt$N$r$p$salt$hash`, base64url), so the cost can rise later without breaking
 * existing hashes (needsRehash → re-hashed at the next sign-in). Hashes are never logged.
 */

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's equivalent scrypt minimums (N = 2^13, r = 8, p = 10): 8 MiB of memory, ~140 ms of
 * one core per hash here; chosen from the measured budget in
 * docs/decisions/0017-password-hashing-budget.md (`node --import tsx scripts/bench/scrypt-cost.ts`).
 * Changing it only needs a new value here: older hashes keep verifying with the cost they carry and
 * are re-hashed at the next sign-in.
 */
export const CURRENT_COST: ScryptCost = { N: 2 ** 13, r: 8, p: 10 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

let pool: HashingPool = createHashingPool();

/** Every hash of the process goes through this pool (bounded; overflow → HashingPoolFull). Tests install a small one. */
export function useHashingPool(next: HashingPool): HashingPool {
  const previous = pool;
  pool = next;
  return previous;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  // A hash yields to serving, unless sign-ins pile up (a burst slot): decision 0027.
  return pool.run(({ burst }) => scryptOnHashingThread(password.normalize('NFC'), salt, KEY_LENGTH, options, { yielding: !burst }));
}

export async function hashPassword(password: string, cost: ScryptCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!Number.isSafeInteger(N) || !Number.isSafeInteger(r) || !Number.isSafeInteger(p)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost: { N: N as number, r: r as number, p: p as number }, salt, key };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * True when the hash was made with another cost than today's (re-hash it after a good sign-in):
 * OWASP's equivalent settings trade memory for passes, so "other" rather than "lower" is what counts.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return parsed === null || parsed.cost.N !== CURRENT_COST.N || parsed.cost.r !== CURRENT_COST.r || parsed.cost.p !== CURRENT_COST.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an unknown account or one without a
 * password: the answer's timing then does not tell whether the account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('galant-dummy-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
