// Builds the client (dist/client, hashed and precompressed assets, builds/latest.json) and the
// server entry used for server rendering (dist/server/entry-server.js). The two builds are
// independent: they run side by side, under one build id.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const vite = ['node_modules/vite/bin/vite.js'];
const env = { ...process.env, BUILD_ID: process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}` };

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vite, ...args, '--logLevel', 'warn'], { stdio: 'inherit', env });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all([run(['build']), run(['build', '--ssr', 'src/app/entry-server.tsx'])]);
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
