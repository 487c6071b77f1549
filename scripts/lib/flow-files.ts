/**
 * Every file of docs/flows (`npm run diagrams`), keyed by file name: per machine the developer
 * page and diagram (<id>.md, <id>.svg) and the analyst diagram (<id>.analyst.svg); the catalog
 * of moves (catalog.json) and the French index (README.md).
 */
import type { AnyStateMachine } from 'xstate';
import { flowMarkdown } from './diagrams.ts';
import { analystGraph } from './flow-analyst.ts';
import { analystSvg } from './flow-analyst-svg.ts';
import { flowCatalog } from './flow-catalog.ts';
import { developerSvg } from './flow-developer.ts';
import { journeyGraphs, journeys } from './flow-journeys.ts';
import { flowsReadme } from './flow-readme.ts';

export async function generateFlowFiles(machines: Readonly<Record<string, AnyStateMachine>>): Promise<Map<string, string>> {
  const files = new Map<string, string>([['README.md', flowsReadme(machines, journeys)]]);
  const catalog = {
    ...flowCatalog(machines),
    journeys: journeys.map((journey) => ({
      id: journey.id,
      title: journey.title,
      svg: `${journey.id}.analyst.svg`,
      flows: journey.flows,
    })),
  };
  files.set('catalog.json', `${JSON.stringify(catalog, null, 2)}\n`);
  for (const [name, machine] of Object.entries(machines)) {
    files.set(`${name}.md`, flowMarkdown(name, machine));
    files.set(`${name}.svg`, await developerSvg(machine));
    files.set(`${name}.analyst.svg`, await analystSvg([analystGraph(name, machine)], { boxed: false }));
  }
  for (const journey of journeys) {
    const graphs = journeyGraphs(journey, machines);
    const options = { boxed: true, links: journey.links, labelledFlows: journey.labelledFlows ?? [] };
    files.set(`${journey.id}.analyst.svg`, await analystSvg(graphs, options));
  }
  return files;
}
