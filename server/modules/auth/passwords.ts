import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createHashingPool, type HashingPool } from './hashing-pool.ts';
import { deriveOnHashingThread, type KeyDerivation } from './hashing-threads.ts';

/**
 * Password hashing: Argon2id, with a random salt per password and the cost stored with the hash,
 * so the cost (or the algorithm) can change later without breaking existing hashes: needsRehash →
 * re-hashed at the next good sign-in. Hashes made before Argon2id (scrypt, decision 0017) keep
 * verifying with the cost they carry. Hashes are never logged.
 *
 * Stored forms:
 * - `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<key>`: the PHC string format (base64
 *   without padding), as argon2's reference tools and other libraries write it;
 * - `scrypt$N$r$p$<salt>$<key>` (base64url): older hashes, verified only.
 */

export interface Argon2idCost {
  algorithm: 'argon2id';
  /** Memory in KiB (`m`). */
  memoryKiB: number;
  /** Passes over the memory (`t`). */
  passes: number;
  /** Lanes (`p`). */
  lanes: number;
}

export interface ScryptCost {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
}

export type HashCost = Argon2idCost | ScryptCost;

/**
 * OWASP's first Argon2id setting (m = 19 MiB, t = 2, p = 1): ~30 ms of one core per hash here,
 * against ~270 ms for scrypt at its cheapest OWASP setting — chosen from the measured budget in
 * docs/decisions/0029-argon2id.md (`node --import tsx scripts/bench/hash-cost.ts`).
 */
export const CURRENT_COST: Argon2idCost = { algorithm: 'argon2id', memoryKiB: 19_456, passes: 2, lanes: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Argon2 version 0x13 (RFC 9106), as the PHC string writes it. */
const ARGON2_VERSION = 19;

let pool: HashingPool = createHashingPool();

/** Every hash of the process goes through this pool (bounded; overflow → HashingPoolFull). Tests install a small one. */
export function useHashingPool(next: HashingPool): HashingPool {
  const previous = pool;
  pool = next;
  return previous;
}

/** What scrypt allocates (OpenSSL: 128 r (N + 2) for V, 128 r p for B): its `maxmem`, exactly. */
const scryptMemoryBytes = (N: number, r: number, p: number): number => 128 * r * (N + 2 + p);

function derivationOf(cost: HashCost): KeyDerivation {
  if (cost.algorithm === 'argon2id') return { algorithm: 'argon2id', memoryKiB: cost.memoryKiB, passes: cost.passes, lanes: cost.lanes };
  return { algorithm: 'scrypt', options: { N: cost.N, r: cost.r, p: cost.p, maxmem: scryptMemoryBytes(cost.N, cost.r, cost.p) } };
}

function derive(password: string, salt: Buffer, cost: HashCost, keyLength = KEY_LENGTH): Promise<Buffer> {
  const derivation = derivationOf(cost);
  // A hash yields to serving, unless sign-ins pile up (a burst slot): decision 0027.
  return pool.run(({ burst }) => deriveOnHashingThread(password.normalize('NFC'), salt, keyLength, derivation, { yielding: !burst }));
}

const phcBase64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');

function encode(cost: HashCost, salt: Buffer, key: Buffer): string {
  if (cost.algorithm === 'argon2id') {
    return `$argon2id$v=${ARGON2_VERSION}$m=${cost.memoryKiB},t=${cost.passes},p=${cost.lanes}$${phcBase64(salt)}$${phcBase64(key)}`;
  }
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function hashPassword(password: string, cost: HashCost = CURRENT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return encode(cost, salt, await derive(password, salt, cost));
}

interface ParsedHash {
  cost: HashCost;
  salt: Buffer;
  key: Buffer;
}

const ARGON2ID = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const within = (value: number, min: number, max: number): boolean => Number.isSafeInteger(value) && value >= min && value <= max;
/**
 * What a stored hash may ask of a hashing thread: within the algorithms' own rules (a salt of at
 * least 8 bytes; Argon2id m ≥ 8 × p KiB; scrypt N a power of two below 2^(16 r)) and at most
 * 256 MiB and ~8× today's work (under ~0.3 s here), so that a damaged or foreign row is refused
 * as not matching instead of failing a sign-in or tying up a thread.
 */
const MAX_MEMORY_KIB = 256 * 1024;
/** Argon2id: KiB × passes (today's: 19,456 × 2). */
const MAX_ARGON2_WORK = 2 ** 18;
/** scrypt: N × r × p (decision 0017's: 2^13 × 8 × 10 ≈ 2^19.3; OWASP's largest 2^17 × 8). */
const MAX_SCRYPT_WORK = 2 ** 21;
const sensibleKey = (salt: Buffer, key: Buffer): boolean => salt.length >= 8 && within(key.length, 16, 64);

function parseHash(stored: string): ParsedHash | null {
  const argon2 = ARGON2ID.exec(stored);
  if (argon2 !== null) {
    const [version, memoryKiB, passes, lanes] = argon2.slice(1, 5).map(Number) as [number, number, number, number];
    const argon2Ok = within(lanes, 1, 16) && within(memoryKiB, 8 * lanes, MAX_MEMORY_KIB) && within(passes, 1, 32);
    if (version !== ARGON2_VERSION || !argon2Ok || memoryKiB * passes > MAX_ARGON2_WORK) return null;
    const salt = Buffer.from(argon2[5] ?? '', 'base64');
    const key = Buffer.from(argon2[6] ?? '', 'base64');
    return sensibleKey(salt, key) ? { cost: { algorithm: 'argon2id', memoryKiB, passes, lanes }, salt, key } : null;
  }
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = within(N, 2, 2 ** 20) && (N & (N - 1)) === 0;
  const scryptOk = powerOfTwo && within(r, 1, 32) && within(p, 1, 16) && Math.log2(N) < 16 * r;
  if (!scryptOk || N * r * p > MAX_SCRYPT_WORK || scryptMemoryBytes(N, r, p) / 1024 > MAX_MEMORY_KIB) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  return sensibleKey(salt, key) ? { cost: { algorithm: 'scrypt', N, r, p }, salt, key } : null;
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null) return false;
  // At the stored key's length: Argon2's output depends on it (a foreign hash may not be 32 bytes).
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function sameCost(a: HashCost, b: HashCost): boolean {
  if (a.algorithm === 'argon2id')
    return b.algorithm === 'argon2id' && a.memoryKiB === b.memoryKiB && a.passes === b.passes && a.lanes === b.lanes;
  return b.algorithm === 'scrypt' && a.N === b.N && a.r === b.r && a.p === b.p;
}

/**
 * True when the hash was made another way than today's (re-hash it after a good sign-in): another
 * algorithm, or another cost — "other" rather than "lower", as equivalent settings trade memory
 * for passes.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return parsed === null || !sameCost(parsed.cost, CURRENT_COST);
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
