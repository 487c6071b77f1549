/**
 * The chunks a page needs to start (the entry's imports and the matched routes' code), fetched
 * once the server's HTML is painted rather than with it, then, once all have arrived, evaluated
 * one per task (decision 0026 and its amendments). The server writes their paths into
 * the page as inert JSON, each chunk after those it imports; for a signed-in visitor a second list
 * names what the live actors add (made at once for a member). The entry adds one
 * `<link rel="modulepreload">` per chunk of both lists after the first paint, so they download
 * together and the first paint shares neither the connection nor the processor with them.
 */

/** The ids of the inert lists the server writes (server/ssr.ts) and the entry reads: the page's, a member's. */
export const STARTUP_CHUNKS_ELEMENT_ID = 'galant-chunks';
export const MEMBER_CHUNKS_ELEMENT_ID = 'galant-member-chunks';
type ListId = typeof STARTUP_CHUNKS_ELEMENT_ID | typeof MEMBER_CHUNKS_ELEMENT_ID;

/** A list as the server writes it: `<script type="application/json">` with the chunks' paths. */
export function startupChunksElement(files: readonly string[], id: ListId = STARTUP_CHUNKS_ELEMENT_ID): string {
  // Hashed asset names: `<` cannot occur, but the list must never be able to close its element.
  const list = JSON.stringify(files.map((file) => `/${file}`)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${list}</script>`;
}

/**
 * Adds a modulepreload link per listed chunk not already linked, one per task: starting a request
 * costs the main thread 1–3 ms in Chromium, up to 20–40 ms in a fresh browser, and sixteen in one
 * task made it the longest of the start-up. The first link (React DOM) is added at once,
 * the others each after `pause`, in the order the server listed. Returns, per link added, a promise
 * settled once its chunk has loaded (fetched and parsed) or failed.
 * Runs in the entry, before zod loads, so the list is checked by hand: anything but an array of
 * same-site paths is ignored (the imports then fetch what they need themselves).
 */
export async function preloadStartupChunks(doc: Document, pause: () => Promise<void>): Promise<Promise<void>[]> {
  const files = [...new Set([...listedChunks(doc, STARTUP_CHUNKS_ELEMENT_ID), ...listedChunks(doc, MEMBER_CHUNKS_ELEMENT_ID)])];
  const arrivals: Promise<void>[] = [];
  for (const [index, file] of files.entries()) {
    if (index > 0) await pause();
    // Linked meanwhile by an import's own preloading (Vite's helper writes absolute addresses)?
    const href = new URL(file, doc.baseURI).href;
    const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
    if (Array.from(links).some((link) => link.href === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    // Listening before the request starts: a chunk from the cache can load within the task.
    arrivals.push(settled(link));
    doc.head.append(link);
  }
  return arrivals;
}

/**
 * Settles once the link's chunk has loaded or failed. A module preload's `load` comes once its
 * chunk is fetched and parsed: the entry evaluates none before all have, so that its steps do not
 * share a phone's few cores with the chunks' compilation on background threads (the
 * start-up tasks on `/registration` ran a third of their time, the rest off the CPU). A browser
 * without module preloads fires no event: nothing to wait for there, each import fetches its chunk.
 */
function settled(link: HTMLLinkElement): Promise<void> {
  if (!link.relList.supports('modulepreload')) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Evaluates the chunks of one list (the page's by default) one per task, each after `pause`, in the
 * server's order (each chunk after those it imports). Importing the page evaluates every chunk it
 * needs not yet evaluated in one task: XState, the machines and the schemas made that the
 * start-up's longest (87–120 ms at 4× CPU on /registration); one chunk at a time, none is
 * long. A chunk that fails to load stops the walk: the import that needs it then meets the failure
 * and handles it as it always has.
 */
export async function evaluateStartupChunks(
  doc: Document,
  pause: () => Promise<void>,
  { list = STARTUP_CHUNKS_ELEMENT_ID, load = (href) => import(/* @vite-ignore */ href) }: EvaluateOptions = {},
): Promise<void> {
  for (const file of listedChunks(doc, list)) {
    await load(new URL(file, doc.baseURI).href);
    await pause();
  }
}

export interface EvaluateOptions {
  list?: ListId;
  load?: (href: string) => Promise<unknown>;
}

/** A list's same-site paths, each once; none when the list is missing or malformed. */
function listedChunks(doc: Document, id: ListId): string[] {
  let files: unknown;
  try {
    files = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  const site = new URL(doc.baseURI).origin;
  const paths = files.filter(
    (file): file is string => typeof file === 'string' && file.startsWith('/') && new URL(file, doc.baseURI).origin === site,
  );
  return [...new Set(paths)];
}
