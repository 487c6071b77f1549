import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './scripts/vite/build-manifest-plugin.ts';
import { inlineStylesheetPlugin } from './scripts/vite/inline-stylesheet-plugin.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { routeChunksPlugin } from './scripts/vite/route-chunks-plugin.ts';
import { sharedChunkGroups } from './scripts/vite/shared-chunks.ts';

/** React Router's production build (its package exports name only the development one). */
const reactRouterBuild = (file: string): string =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The modules src/app/entry-client.tsx imports at start-up; their own imports join them (see `shell`). */
const SHELL_MODULES =
  /src[\\/]app[\\/](app-root|payload|browser-services|routes|route-context|chunk-error|fatal-errors|router[\\/][\w-]+)\.tsx?$/;

/** Pages that load no code of the interactive pages (the home page's budget: scripts/bundle-budget.ts). */
const LIGHT_PAGES = /views[\\/]pages[\\/](home-page|content-page|error-page)\.tsx$/;

// One config for the client build (dist/client) and the SSR build (dist/server):
// `vite build` then `vite build --ssr src/app/entry-server.tsx` (scripts/build.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          buildManifestPlugin(),
          inlineStylesheetPlugin(),
          routeChunksPlugin({
            later: [
              // Loaded when idle or on demand once the page runs (src/app/entry-client.tsx):
              // the session and chunk watches, consent, the prefetch.
              'src/app/after-start.ts',
              'src/app/consent/third-parties.ts',
              'src/app/preload.ts',
              'views/components/error-screen.tsx',
            ],
            // What a member's start-up imports at once: the live actors, the API client and the session refresh.
            member: ['src/app/live-actors.ts', 'src/api/http-client.ts', 'src/api/auth.ts'],
          }),
          precompressPlugin(),
        ]),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rolldownOptions: {
          // The server build sees the browser's start-up modules through app-root (the shell's one
          // import) and warns that their lazy imports move nothing: on the server they are not meant
          // to — it renders from one bundle. Only this notice is dropped, and only here.
          onLog(level, log, handler) {
            if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
            handler(level, log);
          },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        sourcemap: false,
        // Vite's default module preloading: the page's HTML preloads the entry's own
        // imports, and a lazy route's import fetches all of its chunks at once. Without it (an
        // earlier trade for ~1.4 KB gzip on the entry: each lazy import's dependency list) a
        // route's code came in a waterfall of 4–5 round trips, and /coaching's session refresh
        // waited behind it. Every browser of our es2022 target preloads modules itself: no polyfill.
        modulePreload: { polyfill: false },
        // What every page runs at start-up: React, React DOM, and the shell the entry
        // imports after the first paint — its modules and what they import, the parts of React
        // Router they use included — in one chunk instead of twenty small ones (−5 KB
        // gzip: each chunk paid its own compression). src/app/entry-client.tsx evaluates React DOM
        // and the shell in separate tasks. What the pages share goes in two chunks
        // (scripts/vite/shared-chunks.ts): a form page preloaded 26–37 chunks, most under 1 KB.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What the entry itself needs before the first paint: React (JSX) and Vite's preload helper.
                { name: 'react', test: /node_modules[\\/]react[\\/]|vite[\\/]preload-helper/, priority: 5 },
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 4 },
                { name: 'shell', test: SHELL_MODULES, priority: 3 },
                ...sharedChunkGroups({ lightPages: LIGHT_PAGES, minImporters: 12 }, 1),
              ],
            },
          },
        },
      },
  // The browser gets React Router's production build (same API, without the development checks;
  // -0.6 KB gzip on the entry). Both specifiers together, so the two builds never mix.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
        ],
      },
  ssr: {
    // Bundle browser-only ESM packages into the server entry so Node resolves them once.
    noExternal: ['@headlessui/react'],
  },
}));
