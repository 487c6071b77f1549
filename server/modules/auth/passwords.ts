import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type ParsedHashOptions, type Version } from '@node-rs/argon2';
import { createHashingLimit, type HashingLimit } from './hashing-limit.ts';

/**
 * Password hashing: Argon2id through @node-rs/argon2's asynchronous API (libuv's thread pool), with
 * a random salt per password and the cost stored with the hash, so the cost (or the algorithm) can
 * change later without breaking existing hashes: needsRehash → re-hashed at the next good sign-in.
 * Hashes made before Argon2id (scrypt, decision 0017) keep verifying with the cost they carry,
 * through node:crypto's asynchronous scrypt. Every hash runs under one limit (hashing-limit.ts,
 * decision 0041). Hashes are never logged.
 *
 * Stored forms:
 * - `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<key>`: the PHC string format (base64
 *   without padding), as the library and argon2's reference tools write it;
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
 * OWASP's first Argon2id setting (m = 19 MiB, t = 2, p = 1), the library's default — chosen from
 * the measured budget in docs/decisions/0029-argon2id.md (`node --import tsx scripts/bench/hash-cost.ts`).
 */
export const CURRENT_COST: Argon2idCost = { algorithm: 'argon2id', memoryKiB: 19_456, passes: 2, lanes: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// The package's const enums cannot be read under verbatimModuleSyntax: their values.
const ARGON2ID: Algorithm.Argon2id = 2;
const V0X13: Version.V0x13 = 1;

let limit: HashingLimit = createHashingLimit();

/** Every hash of the process runs under this limit (busy → HashingBusy). Tests install a small one. */
export function useHashingLimit(next: HashingLimit): HashingLimit {
  const previous = limit;
  limit = next;
  return previous;
}

/** What scrypt allocates (OpenSSL: 128 r (N + 2) for V, 128 r p for B): its `maxmem`, exactly. */
const scryptMemoryBytes = (N: number, r: number, p: number): number => 128 * r * (N + 2 + p);

function scryptKey(password: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: scryptMemoryBytes(N, r, p) };
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost: HashCost = CURRENT_COST): Promise<string> {
  const normalized = password.normalize('NFC');
  if (cost.algorithm === 'argon2id') {
    const options = { algorithm: ARGON2ID, version: V0X13, memoryCost: cost.memoryKiB, timeCost: cost.passes, parallelism: cost.lanes };
    // The library draws a 16-byte salt and writes the PHC string.
    return limit.run(() => hash(normalized, { ...options, outputLen: KEY_LENGTH }));
  }
  const salt = randomBytes(SALT_LENGTH);
  const key = await limit.run(() => scryptKey(normalized, salt, KEY_LENGTH, cost));
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const within = (value: number, min: number, max: number): boolean => Number.isSafeInteger(value) && value >= min && value <= max;
/**
 * What a stored hash may ask of a hash: within the algorithms' own rules (a salt of at least
 * 8 bytes; Argon2id m ≥ 8 × p KiB; scrypt N a power of two below 2^(16 r)) and at most 256 MiB and
 * ~8× today's work (under ~0.3 s here), so that a damaged or foreign row is refused as not
 * matching instead of failing a sign-in or tying up a thread of the pool.
 */
const MAX_MEMORY_KIB = 256 * 1024;
/** Argon2id: KiB × passes (today's: 19,456 × 2). */
const MAX_ARGON2_WORK = 2 ** 18;
/** scrypt: N × r × p (decision 0017's: 2^13 × 8 × 10 ≈ 2^19.3; OWASP's largest 2^17 × 8). */
const MAX_SCRYPT_WORK = 2 ** 21;
const sensibleKey = (saltLength: number, keyLength: number): boolean => within(saltLength, 8, 48) && within(keyLength, 16, 64);
// PHC's base64: standard alphabet, no padding, and canonical (the library refuses stray low bits).
const phcBase64 = (text: string): boolean =>
  /^[A-Za-z0-9+/]+$/.test(text) && Buffer.from(text, 'base64').toString('base64').replace(/=+$/, '') === text;

/** An Argon2id PHC string's cost, or null when it is not one the library should be asked to check. */
function argon2CostOf(stored: string): Argon2idCost | null {
  let parsed: ParsedHashOptions;
  try {
    parsed = parseOptions(stored);
  } catch {
    return null;
  }
  const { algorithm, version, memoryCost: memoryKiB, timeCost: passes, parallelism: lanes } = parsed;
  const [salt = '', key = ''] = stored.split('$').slice(4);
  const costOk =
    within(lanes, 1, 16) && within(memoryKiB, 8 * lanes, MAX_MEMORY_KIB) && within(passes, 1, 32) && memoryKiB * passes <= MAX_ARGON2_WORK;
  const formOk =
    algorithm === ARGON2ID && version === V0X13 && phcBase64(salt) && phcBase64(key) && sensibleKey(parsed.saltLen, parsed.outputLen);
  return costOk && formOk ? { algorithm: 'argon2id', memoryKiB, passes, lanes } : null;
}

interface ScryptHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseScrypt(stored: string): ScryptHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = within(N, 2, 2 ** 20) && (N & (N - 1)) === 0;
  const scryptOk = powerOfTwo && within(r, 1, 32) && within(p, 1, 16) && Math.log2(N) < 16 * r;
  if (!scryptOk || N * r * p > MAX_SCRYPT_WORK || scryptMemoryBytes(N, r, p) / 1024 > MAX_MEMORY_KIB) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  return sensibleKey(salt.length, key.length) ? { cost: { algorithm: 'scrypt', N, r, p }, salt, key } : null;
}

/** Constant-time comparison of the derived key (the library's, or timingSafeEqual); a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFC');
  // Argon2id at the stored cost, key length and lanes (a foreign hash may differ from ours).
  if (argon2CostOf(stored) !== null) return limit.run(() => verify(stored, normalized));
  const old = parseScrypt(stored);
  if (old === null) return false;
  const key = await limit.run(() => scryptKey(normalized, old.salt, old.key.length, old.cost));
  return timingSafeEqual(key, old.key);
}

/**
 * True when the hash was made another way than today's (re-hash it after a good sign-in): another
 * algorithm, or another cost — "other" rather than "lower", as equivalent settings trade memory
 * for passes.
 */
export function needsRehash(stored: string): boolean {
  const cost = argon2CostOf(stored);
  return (
    cost === null || cost.memoryKiB !== CURRENT_COST.memoryKiB || cost.passes !== CURRENT_COST.passes || cost.lanes !== CURRENT_COST.lanes
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an unknown account or one without a
 * password: the answer's timing then does not tell whether the account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // Made once; a first attempt refused as busy is not kept (it would refuse every later one).
  dummyHash ??= hashPassword('galant-dummy-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
