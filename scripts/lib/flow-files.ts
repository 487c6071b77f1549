/**
 * Every file of docs/flows (`npm run diagrams`), keyed by file name: per machine the developer
 * page and diagram (<id>.md, <id>.svg) and the analyst diagram (<id>.analyst.svg); the catalog
 * of moves (catalog.json) and the French index (README.md).
 */
import type { AnyStateMachine } from 'xstate';
import { flowMarkdown, flowsIndex, renderSvg, toDot } from './diagrams.ts';
import { flowCatalog } from './flow-catalog.ts';

export async function generateFlowFiles(
  machines: Readonly<Record<string, AnyStateMachine>>,
): Promise<Map<string, string>> {
  const files = new Map<string, string>([['README.md', flowsIndex(machines)]]);
  files.set('catalog.json', `${JSON.stringify(flowCatalog(machines), null, 2)}\n`);
  for (const [name, machine] of Object.entries(machines)) {
    files.set(`${name}.md`, flowMarkdown(name, machine));
    files.set(`${name}.svg`, await renderSvg(toDot(machine)));
  }
  return files;
}
