import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { transitionKey } from '../../../src/domain/flow-transition.ts';

/**
 * The flows as the machines define them: docs/flows/catalog.json, written by `npm run diagrams`
 * from the machine definitions (and kept fresh by its staleness test). A recorded move absent from
 * it is a retired transition. Read once per process; without the file no flow is catalogued and
 * nothing is called retired (the counts are still shown).
 */

const catalogSchema = z.object({
  flows: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullish(),
      /** The analyst diagram's file name in docs/flows. */
      svg: z.string().nullish(),
      states: z.array(z.object({ id: z.string(), label: z.string().nullish(), final: z.boolean().nullish() })),
      transitions: z.array(
        z.object({ key: z.string().nullish(), from: z.string(), event: z.string(), to: z.string(), label: z.string().nullish() }),
      ),
    }),
  ),
});

export interface CatalogState {
  id: string;
  label: string | null;
  final: boolean;
}
export interface CatalogTransition {
  key: string;
  from: string;
  event: string;
  to: string;
  label: string | null;
}
export interface CatalogFlow {
  id: string;
  title: string | null;
  svg: string | null;
  states: CatalogState[];
  transitions: CatalogTransition[];
}
export type FlowCatalog = ReadonlyMap<string, CatalogFlow>;

const CATALOG_URL = new URL('../../../docs/flows/catalog.json', import.meta.url);
export const CATALOG_PATH = fileURLToPath(CATALOG_URL);

export function parseCatalog(json: unknown): FlowCatalog {
  const parsed = catalogSchema.parse(json);
  return new Map(
    parsed.flows.map((flow) => [
      flow.id,
      {
        id: flow.id,
        title: flow.title ?? null,
        svg: flow.svg ?? null,
        states: flow.states.map((state) => ({ id: state.id, label: state.label ?? null, final: state.final ?? false })),
        transitions: flow.transitions.map((transition) => ({
          key: transitionKey(transition),
          from: transition.from,
          event: transition.event,
          to: transition.to,
          label: transition.label ?? null,
        })),
      },
    ]),
  );
}

let cached: Promise<FlowCatalog> | undefined;

/** The catalog of this build (an unreadable or malformed file counts as none, logged once by the caller). */
export function loadCatalog(path = CATALOG_PATH): Promise<FlowCatalog> {
  cached ??= readFile(path, 'utf8').then(
    (text) => parseCatalog(JSON.parse(text)),
    () => new Map(),
  );
  return cached;
}

const SVG_FILE = /^[a-z0-9-]+\.analyst\.svg$/;
const diagrams = new Map<string, Promise<string | null>>();

/** The analyst SVG of a catalogued flow (its file named by the catalog, in docs/flows); null when none. */
export function readDiagram(catalog: FlowCatalog, flow: string): Promise<string | null> {
  const file = catalog.get(flow)?.svg;
  if (file === undefined || file === null || !SVG_FILE.test(file)) return Promise.resolve(null);
  let diagram = diagrams.get(file);
  if (diagram === undefined) {
    diagram = readFile(new URL(file, CATALOG_URL), 'utf8').then(
      (text) => text,
      () => null,
    );
    diagrams.set(file, diagram);
  }
  return diagram;
}
