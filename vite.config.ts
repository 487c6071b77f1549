import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './scripts/vite/build-manifest-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';

// One config for the client build (dist/client) and the SSR build (dist/server):
// `vite build` then `vite build --ssr src/app/entry-server.tsx` (scripts/build.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [buildManifestPlugin(), precompressPlugin()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        sourcemap: false,
        // No dependency list per lazy import: the entry would carry the file names of every route's
        // chunks (~1.4 KB gzip, bundle budget). A page's own imports are then fetched once its chunk
        // is parsed (one more round trip on a first visit); preload.ts warms the linked routes after 1 s.
        modulePreload: { resolveDependencies: () => [] },
      },
  ssr: {
    // Bundle browser-only ESM packages into the server entry so Node resolves them once.
    noExternal: ['@headlessui/react'],
  },
}));
