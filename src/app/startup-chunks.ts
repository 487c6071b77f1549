/**
 * The chunks a page needs to start (the entry's imports, the matched routes' code and, for a
 * signed-in visitor, the live actors'), fetched once the server's HTML is painted rather than with
 * it, then, once all have arrived, evaluated one per task (decision 0026). The server lists their
 * paths in the page as inert JSON, each chunk after those it imports.
 */

export const STARTUP_CHUNKS_ELEMENT_ID = 'galant-chunks';

/** The list as the server writes it: `<script type="application/json">` with the chunks' paths. */
export function startupChunksElement(files: readonly string[]): string {
  // Hashed asset names: `<` cannot occur, but the list must never be able to close its element.
  const list = JSON.stringify(files.map((file) => `/${file}`)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">${list}</script>`;
}

/**
 * Adds a modulepreload link per listed chunk not already linked, the first at once and each other
 * after `pause` (starting a request costs Chromium's main thread 1–3 ms, more in a fresh browser:
 * sixteen in one task made it the start-up's longest), then waits until each has loaded (fetched
 * and parsed) or failed: evaluating none before all have arrived keeps the start-up's steps from
 * sharing a phone's few cores with the chunks' compilation. A browser without module preloads
 * fires no event: nothing to wait for there, each import fetches its chunk.
 */
export async function preloadStartupChunks(doc: Document, pause: () => Promise<void>): Promise<void> {
  const arrivals: Promise<unknown>[] = [];
  for (const [index, file] of listedChunks(doc).entries()) {
    if (index > 0) await pause();
    const href = new URL(file, doc.baseURI).href;
    if (Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).some((link) => link.href === href)) continue;
    const link = Object.assign(doc.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href: file });
    // Listening before the request starts: a chunk from the cache can load within the task.
    if (link.relList.supports('modulepreload'))
      arrivals.push(new Promise((arrived) => ['load', 'error'].forEach((type) => link.addEventListener(type, arrived, { once: true }))));
    doc.head.append(link);
  }
  await Promise.all(arrivals);
}

/**
 * Imports the listed chunks one per task, each after `pause`, in the server's order: importing the
 * page evaluated every chunk it needed in one task (XState, the machines and the schemas: 87–120 ms
 * at 4× CPU). A chunk that fails stops the walk: the import that needs it meets the failure as it
 * always has.
 */
export async function evaluateStartupChunks(
  doc: Document,
  pause: () => Promise<void>,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const file of listedChunks(doc)) {
    await load(new URL(file, doc.baseURI).href);
    await pause();
  }
}

/** The list's same-site paths, each once; none when the list is missing or malformed (the entry runs before zod). */
function listedChunks(doc: Document): string[] {
  let files: unknown;
  try {
    files = JSON.parse(doc.getElementById(STARTUP_CHUNKS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return [];
  }
  const site = new URL(doc.baseURI).origin;
  const isSameSite = (file: unknown): file is string =>
    typeof file === 'string' && file.startsWith('/') && new URL(file, doc.baseURI).origin === site;
  return Array.isArray(files) ? [...new Set(files.filter(isSameSite))] : [];
}
