// `npm test`: every kind of test, in order of speed; runs them all and exits non-zero if any failed.
//   typecheck and lint (side by side) → unit + model → API (real database) → build → bundle budget
//   → browser (Chromium)
// Pass step names to run only those: `npm test -- unit api`. Each step's time is printed as it ends,
// and all of them with the total at the end; the unit and API steps print their line and branch
// coverage (a summary; nothing fails on it).
import { spawn } from 'node:child_process';
import { findChromium, INSTALL_HINT } from './find-chromium.mjs';

const node = process.execPath;
const STEPS = [
  { name: 'types', cmd: [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  // The lint step checks the formatting too (.prettierrc.json; `npx prettier --write .` fixes it).
  {
    name: 'lint',
    cmd: [node, 'node_modules/eslint/bin/eslint.js', '.'],
    then: [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '.'],
  },
  { name: 'unit', cmd: [node, 'node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'model', '--coverage'] },
  { name: 'api', cmd: [node, 'node_modules/vitest/vitest.mjs', 'run', '--project', 'api', '--coverage'] },
  { name: 'build', cmd: [node, 'scripts/build.mjs'] },
  { name: 'budget', cmd: [node, '--import', 'tsx', 'scripts/bundle-budget.ts'] },
  { name: 'e2e', cmd: [node, 'node_modules/@playwright/test/cli.js', 'test'], needsBrowser: true },
];

const only = process.argv.slice(2);
const selected = only.length ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
/** Single-threaded checks that wait on nothing else: run together, each on its own core. */
const SIDE_BY_SIDE = new Set(['types', 'lint']);
const results = [];
const runStarted = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Exit status of `cmd`; its output inherited, or collected and returned when `quiet`. */
function run(cmd, quiet) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output).toString() }));
  });
}

/** One step, start to end; side by side with others, its output is printed in one piece when it ends. */
async function runStep(step, quiet) {
  if (!quiet) console.log(`\n▶ ${step.name}: ${step.cmd.slice(1).join(' ')}`);
  if (step.needsBrowser && !findChromium()) {
    console.error(INSTALL_HINT);
    return { name: step.name, ok: false };
  }
  const started = Date.now();
  let { status, output } = await run(step.cmd, quiet);
  if (status === 0 && step.then) {
    const then = await run(step.then, quiet);
    status = then.status;
    output += then.output;
  }
  if (quiet) process.stdout.write(`\n▶ ${step.name}: ${step.cmd.slice(1).join(' ')}\n${output}`);
  console.log(`◀ ${step.name}: ${status === 0 ? 'passed' : 'failed'} in ${seconds(started)} s`);
  return { name: step.name, ok: status === 0, seconds: seconds(started) };
}

const together = selected.filter((step) => SIDE_BY_SIDE.has(step.name));
if (together.length > 1) results.push(...(await Promise.all(together.map((step) => runStep(step, true)))));
for (const step of selected) {
  if (together.length > 1 && together.includes(step)) continue;
  results.push(await runStep(step, false));
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? '✔' : '✘'} ${result.name}${result.seconds ? ` (${result.seconds} s)` : ''}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed, in ${seconds(runStarted)} s`);
process.exit(failed ? 1 : 0);
