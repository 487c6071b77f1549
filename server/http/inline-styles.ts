import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy sources ('sha256-…') of the `<style>` elements the page template
 * carries: the stylesheet the build inlines (scripts/vite/inline-stylesheet-plugin.ts). A hash
 * rather than the answer's nonce: the same bytes are in every page, cached ones included.
 */
export function inlineStyleSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    sources.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...sources];
}

/**
 * Those of the client build's template; none without a build (the API alone). A template that is
 * there but unreadable stops the start: served without its hash, every page would be unstyled.
 */
export function readInlineStyleSources(clientDir: string | null): string[] {
  if (clientDir === null) return [];
  const template = join(clientDir, 'index.html');
  return existsSync(template) ? inlineStyleSources(readFileSync(template, 'utf8')) : [];
}
