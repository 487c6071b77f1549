// Builds the client (dist/client, hashed and precompressed assets, builds/latest.json), the server
// entry used for server rendering (dist/server/entry-server.js) and the server process itself
// (dist/runtime/server.js, scripts/server-bundle.mjs). The three builds are independent: they run
// side by side, under one build id. `--client`: the first two only; `--server`: the last only.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { buildServerBundle } from './server-bundle.mjs';

const vite = ['node_modules/vite/bin/vite.js'];
// NODE_ENV=production whatever the caller's (the e2e server starts with NODE_ENV=test): Vite
// builds React's production code only then, and the build is the one `npm start` serves.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  BUILD_ID: process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`,
};
const only = process.argv.includes('--client') ? 'client' : process.argv.includes('--server') ? 'server' : null;

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...vite, ...args, '--logLevel', 'warn'], { stdio: 'inherit', env });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function server() {
  return buildServerBundle().then(
    () => 0,
    (error) => {
      console.error(error);
      return 1;
    },
  );
}

const codes = await Promise.all([
  ...(only === 'server' ? [] : [run(['build']), run(['build', '--ssr', 'src/app/entry-server.tsx'])]),
  ...(only === 'client' ? [] : [server()]),
]);
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
