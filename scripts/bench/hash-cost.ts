// `node --import tsx scripts/bench/hash-cost.ts`: what one password hash costs on this machine, for
// each of OWASP's equivalent Argon2id and scrypt settings (Password Storage Cheat Sheet). Feeds
// docs/decisions/0029-argon2id.md (and 0017 before it). One hash at a time (the wall time a sign-in
// waits), then as many at once as the machine has cores (the throughput when busy), then as many as
// the server lets run at once (its hashing limit, decision 0041). Hashes use the libraries' async APIs,
// on libuv's pool, as the server does.
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashRaw, type Algorithm } from '@node-rs/argon2';
import { DEFAULT_HASHING_LIMIT } from '../../server/modules/auth/hashing-limit.ts';
import { median } from './stats.ts';

interface Setting {
  label: string;
  memoryMiB: number;
  hash: () => Promise<unknown>;
}

const PASSWORD = 'correct horse battery staple';
// The package's const enum cannot be read under verbatimModuleSyntax: its value (Argon2id = 2).
const ARGON2ID = 2 as Algorithm;

const argon2id = (memoryKiB: number, passes: number): Setting => ({
  label: `Argon2id m = ${memoryKiB} KiB, t = ${passes}, p = 1`,
  memoryMiB: memoryKiB / 1024,
  hash: () => hashRaw(PASSWORD, { algorithm: ARGON2ID, memoryCost: memoryKiB, timeCost: passes, parallelism: 1, salt: randomBytes(16) }),
});

const scryptOf = (log2N: number, p: number): Setting => ({
  label: `scrypt N = 2^${log2N}, r = 8, p = ${p}`,
  memoryMiB: (128 * 2 ** log2N * 8) / 2 ** 20,
  hash: () =>
    new Promise((resolve, reject) =>
      scrypt(PASSWORD, randomBytes(16), 32, { N: 2 ** log2N, r: 8, p, maxmem: 256 * 2 ** log2N * 8 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    ),
});

// OWASP's equivalents, each line a minimum: Argon2id first (its first choice), then scrypt.
const SETTINGS: Setting[] = [
  argon2id(47_104, 1),
  argon2id(19_456, 2),
  argon2id(12_288, 3),
  argon2id(9_216, 4),
  argon2id(7_168, 5),
  scryptOf(17, 1),
  scryptOf(16, 2),
  scryptOf(15, 3),
  scryptOf(14, 5),
  scryptOf(13, 10),
];
const SAMPLES = Number(process.env['SAMPLES'] ?? 8);

async function timed(setting: Setting): Promise<number> {
  const started = performance.now();
  await setting.hash();
  return performance.now() - started;
}

async function perSecond(setting: Setting, atOnce: number, hashes: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < hashes) {
      next += 1;
      await setting.hash();
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return (hashes * 1000) / (performance.now() - started);
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  const limit = DEFAULT_HASHING_LIMIT.concurrency;
  console.log(`Node ${process.version}, ${cores} cores, server limit ${limit} at once; ${SAMPLES} samples each\n`);
  console.log('| setting (OWASP minimum) | memory MiB | one hash ms (median) | hashes/s on all cores | hashes/s at the server limit |');
  console.log('|---|---:|---:|---:|---:|');
  for (const setting of SETTINGS) {
    await timed(setting); // warm-up
    const alone: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) alone.push(await timed(setting));
    const allCores = await perSecond(setting, cores, cores * 2);
    const atLimit = await perSecond(setting, limit, cores * 2);
    const row = [setting.label, setting.memoryMiB.toFixed(0), median(alone).toFixed(0), allCores.toFixed(1), atLimit.toFixed(1)];
    console.log(`| ${row.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
