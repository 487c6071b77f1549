/**
 * The chunks a page needs to start (the entry's imports and the matched routes' code), preloaded
 * once the server's HTML is painted rather than with it (decision 0026, issue 13). The server
 * writes their list into the page as inert JSON; the entry adds one `<link rel="modulepreload">`
 * per chunk after the first paint, so they all download at once and the first paint shares
 * neither the connection nor the processor with them.
 */

/** The id of the inert list the server writes (server/ssr.ts) and the entry reads. */
export const STARTUP_CHUNKS_ELEMENT_ID = 'galant-chunks';

/** The list as the server writes it: `<script type="application/json">` with the chunks' paths. */
export function startupChunksElement(files: readonly string[]): string {
  // Hashed asset names: `<` cannot occur, but the list must never be able to close its element.
  const list = JSON.stringify(files.map((file) => `/${file}`)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">${list}</script>`;
}

/**
 * Adds a modulepreload link per listed chunk not already linked. Runs in the entry, before zod
 * loads, so the list is checked by hand: anything but an array of same-site paths is ignored (the
 * imports then fetch what they need themselves).
 */
export function preloadStartupChunks(doc: Document): void {
  const element = doc.getElementById(STARTUP_CHUNKS_ELEMENT_ID);
  let files: unknown;
  try {
    files = JSON.parse(element?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const linked = new Set(
    Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
  );
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/') || file.startsWith('//') || linked.has(file)) continue;
    linked.add(file);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
}
