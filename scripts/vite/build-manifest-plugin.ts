import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes builds/latest.json ({ buildId }) into the client build (docs/product.md#states): running pages poll it and
 * reload when the id changes. The id is also exposed to the app as import.meta.env.VITE_BUILD_ID.
 */
export function buildManifestPlugin(): Plugin {
  const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'galant-build-manifest',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId })}\n`,
      });
    },
  };
}
