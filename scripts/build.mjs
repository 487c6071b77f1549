// Builds the client (dist/client, hashed and precompressed assets, builds/latest.json) and the
// server entry used for server rendering (dist/server/entry-server.js).
import { spawnSync } from 'node:child_process';

const vite = ['node_modules/vite/bin/vite.js'];
for (const args of [['build'], ['build', '--ssr', 'src/app/entry-server.tsx']]) {
  const result = spawnSync(process.execPath, [...vite, ...args, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
