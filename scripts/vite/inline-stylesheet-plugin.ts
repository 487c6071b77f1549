import type { Plugin, Rollup } from 'vite';

/**
 * Puts the entry's stylesheet into the page template as a `<style>` element instead of a
 * `<link rel="stylesheet">`: the first paint of a server-rendered page then waits for
 * the HTML alone, not for a second request sharing the connection with the preloaded scripts.
 * The file stays in the build (lazy chunks' own stylesheets are separate files). The server allows
 * the element by its hash in the Content-Security-Policy (server/http/inline-styles.ts), so the
 * cached anonymous pages need no per-answer nonce for it.
 */
export function inlineStylesheetPlugin(): Plugin {
  return {
    name: 'galant-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, fileName: string) => {
          const asset = bundle[fileName] as Rollup.OutputAsset | undefined;
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // The element ends at the first "</style" whatever its context: such a stylesheet stays a link.
          if (/<\/style/i.test(css)) return tag;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
