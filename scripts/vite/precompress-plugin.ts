import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz next to every compressible asset of the client build, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'galant-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
        const source = await readFile(file);
        if (source.length < MIN_BYTES) continue;
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry);
    if ((await stat(path)).isDirectory()) files.push(...(await listFiles(path)));
    else files.push(path);
  }
  return files;
}
