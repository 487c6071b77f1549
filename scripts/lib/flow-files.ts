/**
 * Every file of docs/flows (`npm run diagrams`), keyed by file name: per machine the developer
 * page and diagram (<id>.md, <id>.svg) and the analyst diagram (<id>.analyst.svg); the catalog
 * of moves (catalog.json) and the French index (README.md).
 */
import type { AnyStateMachine } from 'xstate';
import { flowMarkdown, toDot, type DotLayout } from './diagrams.ts';
import { analystGraph } from './flow-analyst.ts';
import { analystSvg, bestLayout } from './flow-analyst-svg.ts';
import { flowCatalog } from './flow-catalog.ts';
import { journeyGraphs, journeys } from './flow-journeys.ts';
import { flowsReadme } from './flow-readme.ts';
import { DEVELOPER_READING } from './svg-layout.ts';

/**
 * The developer diagram's layouts, tried in turn until one reads in an 800 px column (svg-layout.ts):
 * as drawn, then narrower labels and tighter ranks, then larger labels on a narrower drawing;
 * wider spacing last, for labels of neighbouring edges that touch.
 */
const developerLayouts: readonly DotLayout[] = [
  { nodesep: 0.4, labelWidth: 30, edgeFontSize: 9 },
  { nodesep: 0.25, labelWidth: 22, edgeFontSize: 9 },
  { nodesep: 0.15, labelWidth: 16, edgeFontSize: 9 },
  { nodesep: 0.25, labelWidth: 22, edgeFontSize: 10 },
  { nodesep: 0.15, labelWidth: 16, edgeFontSize: 10 },
  { nodesep: 0.25, labelWidth: 16, edgeFontSize: 11 },
  { nodesep: 0.15, labelWidth: 14, edgeFontSize: 11 },
  { nodesep: 0.7, labelWidth: 30, edgeFontSize: 9 },
];

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
    files.set(
      `${name}.svg`,
      await bestLayout(
        developerLayouts.map((layout) => () => toDot(machine, layout)),
        undefined,
        DEVELOPER_READING,
      ),
    );
    files.set(`${name}.analyst.svg`, await analystSvg([analystGraph(name, machine)], { boxed: false }));
  }
  for (const journey of journeys) {
    const graphs = journeyGraphs(journey, machines);
    const options = { boxed: true, links: journey.links, labelledFlows: journey.labelledFlows ?? [] };
    files.set(`${journey.id}.analyst.svg`, await analystSvg(graphs, options));
  }
  return files;
}
