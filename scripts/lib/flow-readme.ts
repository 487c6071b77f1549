/**
 * docs/flows/README.md: the French index analysts start from — the journeys, then one paragraph
 * per flow on what it means for a member (src/i18n/fr/flows.ts) — and, at the end, the
 * developers' table and the contract of the files the staff flows page reads.
 */
import type { AnyStateMachine } from 'xstate';
import { machineToFlow } from './diagrams.ts';
import { flowTitle, wordsOf } from './flow-catalog.ts';
import type { Journey } from './flow-journeys.ts';

const NNBSP = '\u202F';
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function flowsReadme(machines: Readonly<Record<string, AnyStateMachine>>, journeys: readonly Journey[]): string {
  const flowSections = Object.keys(machines).flatMap((id) => [
    `### ${flowTitle(id)}`,
    '',
    wordsOf(id)?.summary ?? '',
    '',
    `[Schéma](./${id}.analyst.svg) · [vue développeur](./${id}.md) · machine \`${id}\``,
    '',
  ]);
  const journeySections = journeys.flatMap((journey) => [
    `### ${journey.title}`,
    '',
    journey.summary,
    '',
    `Composé des parcours ${journey.flows.map((id) => `«${NNBSP}${flowTitle(id)}${NNBSP}»`).join(', ')}.`,
    '',
    `![${journey.title}](./${journey.id}.analyst.svg)`,
    '',
  ]);
  const developerRows = Object.entries(machines).map(([id, machine]) => {
    const flow = machineToFlow(machine);
    return `| [${id}](./${id}.md) | ${cell(flow.description ?? '')} | [svg](./${id}.svg) | [svg](./${id}.analyst.svg) |`;
  });
  return [
    '# Les parcours du site',
    '',
    `> Généré par \`npm run diagrams\` à partir des machines à états (\`machines/\`)${NNBSP}: ne pas modifier à la main.`,
    '',
    `Chaque comportement du site est une machine à états${NNBSP}; les schémas ci-dessous en sont tirés,`,
    'ils montrent donc tous les chemins réels, et changent dès que le code change.',
    '',
    `Comment les lire${NNBSP}: une case est une étape où se trouve le membre, une flèche ce qui le fait`,
    'passer à la suivante (son action, une réponse du serveur, un délai). Entre parenthèses, la',
    `condition qui décide du chemin${NNBSP}; «${NNBSP}dans les autres cas${NNBSP}» veut dire qu’aucune des autres`,
    'conditions du même événement n’était remplie. Le point rose marque le début, une double bordure une fin.',
    'Une grande case regroupe des étapes qui vont ensemble. Les étapes purement techniques',
    '(lecture du stockage, aiguillages automatiques) sont fondues dans l’étape métier qui les contient.',
    '',
    'Les mêmes schémas, avec le nombre de passages sur chaque étape et chaque flèche, sont sur la',
    'page réservée à l’équipe /staff/flows.',
    '',
    '## Parcours complets',
    '',
    ...journeySections,
    '## Les parcours un par un',
    '',
    ...flowSections,
    '## Pour les développeurs',
    '',
    '- `<machine>.md` et `<machine>.svg`: the developer view (technical names, guards, actions, Mermaid).',
    '- `<machine>.analyst.svg`: the analyst view above. Each edge group carries',
    '  `data-transition="<key>|<key>…"` (the catalog keys it draws), each state group',
    '  `data-state="<path>"`, every group `data-flow="<machine>"`; start arrows carry',
    '  `data-initial="<configuration>"`. Technical names are in each group\'s `<title>`.',
    '- `catalog.json`: every state and every possible move of every machine, between leaf',
    '  configurations (`src/domain/flow-transition.ts`: `from`/`to` are leaf paths, parallel leaves',
    '  sorted and joined by `,`, eventless hops folded into the move that triggered them), each with',
    '  its French label; `initial` lists where a started actor first rests; `journeys` lists the',
    "  composed diagrams. A state's count is the moves whose `to` holds that state or a state under it.",
    '- Labels come from `src/i18n/fr/flows.ts`; a machine change that adds a state, event or guard',
    '  fails tests/unit/diagrams-catalog.test.ts until it is named there.',
    '',
    '| machine | what it models | developer | analyst |',
    '|---|---|---|---|',
    ...developerRows,
    '',
  ].join('\n');
}
