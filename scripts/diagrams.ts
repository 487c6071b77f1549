/**
 * `npm run diagrams`: (re)writes docs/flows from the machines in scripts/machines-registry.ts
 * (Mermaid page + Graphviz SVG per machine, README index) and removes pages of machines that
 * left the registry. tests/unit/diagrams.test.ts fails while these files are out of date.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateFlowFiles } from './lib/flow-files.ts';
import { machineRegistry } from './machines-registry.ts';

const flowsDir = fileURLToPath(new URL('../docs/flows/', import.meta.url));

const files = await generateFlowFiles(machineRegistry);
await mkdir(flowsDir, { recursive: true });
for (const entry of await readdir(flowsDir)) {
  if (/\.(md|svg|json)$/.test(entry) && !files.has(entry)) {
    await rm(new URL(entry, `file://${flowsDir}`));
    console.log(`removed docs/flows/${entry}`);
  }
}
for (const [name, content] of files) {
  await writeFile(`${flowsDir}${name}`, content);
}
console.log(`docs/flows: ${[...files.keys()].join(', ')}`);
