// `node --import tsx scripts/bench/scrypt-cost.ts`: what one scrypt hash costs on this machine, for each of
// OWASP's equivalent scrypt settings (Password Storage Cheat Sheet) and the lighter ones around
// them. Feeds docs/decisions/0017-password-hashing-budget.md. One hash at a time (the wall time a
// sign-in waits), then as many at once as the machine has cores (the throughput when busy).
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { median } from './stats.ts';

interface Cost {
  N: number;
  r: number;
  p: number;
  owasp: boolean;
}

const COSTS: Cost[] = [
  { N: 2 ** 17, r: 8, p: 1, owasp: true },
  { N: 2 ** 16, r: 8, p: 2, owasp: true },
  { N: 2 ** 15, r: 8, p: 3, owasp: true },
  { N: 2 ** 14, r: 8, p: 5, owasp: true },
  { N: 2 ** 13, r: 8, p: 10, owasp: true },
  { N: 2 ** 15, r: 8, p: 1, owasp: false },
  { N: 2 ** 14, r: 8, p: 1, owasp: false },
];
const SAMPLES = Number(process.env['SAMPLES'] ?? 8);

function hashOnce(cost: Cost): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    scrypt(
      'correct horse battery staple',
      randomBytes(16),
      32,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r },
      (error) => (error ? reject(error) : resolve(performance.now() - started)),
    );
  });
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  console.log(`Node ${process.version}, ${cores} cores; ${SAMPLES} samples each\n`);
  console.log('| N | r | p | OWASP | memory MiB | one hash ms (median) | hashes/s on all cores |');
  console.log('|---|---:|---:|---|---:|---:|---:|');
  for (const cost of COSTS) {
    await hashOnce(cost); // warm-up
    const alone: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) alone.push(await hashOnce(cost));
    const started = performance.now();
    await Promise.all(Array.from({ length: cores * 2 }, () => hashOnce(cost)));
    const perSecond = (cores * 2 * 1000) / (performance.now() - started);
    const memory = (128 * cost.N * cost.r) / 2 ** 20;
    console.log(
      `| 2^${Math.log2(cost.N)} | ${cost.r} | ${cost.p} | ${cost.owasp ? 'yes' : 'no'} | ${memory} | ${median(alone).toFixed(0)} | ${perSecond.toFixed(1)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
