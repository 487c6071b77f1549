import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup, stateIn } from 'xstate';
import { guardLabel, machineToFlow, toMermaid, triggerLabel } from '../../scripts/lib/diagrams.ts';
import { renderSvg, toDot } from '../../scripts/lib/flow-dot.ts';
import { generateFlowFiles } from '../../scripts/lib/flow-files.ts';
import { machineRegistry } from '../../scripts/machines-registry.ts';

const flowsDir = fileURLToPath(new URL('../../docs/flows/', import.meta.url));

describe('docs/flows', () => {
  it('matches what the machines produce (else run `npm run diagrams`)', async () => {
    const expected = await generateFlowFiles(machineRegistry);
    const present = (await readdir(flowsDir)).filter((name) => /\.(md|svg|json)$/.test(name)).sort();
    expect(present, 'docs/flows holds other files than the registry produces: run `npm run diagrams`').toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      const committed = await readFile(`${flowsDir}${name}`, 'utf8');
      expect(committed === content, `docs/flows/${name} is out of date: run \`npm run diagrams\``).toBe(true);
    }
    // Every layout tried is drawn and measured (scripts/lib/flow-developer.ts): 15 s on a loaded machine.
  }, 60_000);
});

/** Small machine with every kind of edge the generator must show. */
function demoMachine() {
  return setup({
    types: { events: {} as { type: 'demo.start' } | { type: 'demo.cancel' } | { type: 'demo.ping' } },
    actors: { loadProfile: fromPromise(async () => 'profile') },
    actions: { notify: () => undefined, track: () => undefined },
    guards: { isReady: () => true },
    delays: { retryDelay: 1000 },
  }).createMachine({
    id: 'demo',
    initial: 'idle',
    states: {
      idle: {
        always: { guard: 'isReady', target: 'loading' },
        on: { 'demo.start': { target: 'loading', actions: 'notify' } },
      },
      loading: {
        invoke: { id: 'loadProfile', src: 'loadProfile', onDone: 'done', onError: 'waiting' },
        on: { 'demo.ping': { actions: 'track' } },
      },
      waiting: { after: { retryDelay: 'loading', 500: 'idle' } },
      working: {
        type: 'parallel',
        on: { 'demo.cancel': 'idle' },
        states: {
          left: { initial: 'a', states: { a: {} } },
          right: { initial: 'b', states: { b: {} } },
        },
      },
      done: { type: 'final', entry: 'notify' },
    },
  });
}

describe('mermaid generation', () => {
  const mermaid = toMermaid(demoMachine());
  const lines = mermaid.split('\n').map((line) => line.trim());

  it('draws initial, always with its guard, event with actions, and final states', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> idle');
    expect(lines).toContain('idle --> loading : always [isReady]');
    expect(lines).toContain('idle --> loading : demo.start / notify');
    expect(lines).toContain('done --> [*]');
    expect(lines).toContain('done : entry / notify');
  });

  it('labels invoke results and delays readably (colons escaped for Mermaid)', () => {
    expect(lines).toContain('loading : invoke loadProfile');
    expect(lines).toContain('loading --> done : done#58; loadProfile');
    expect(lines).toContain('loading --> waiting : error#58; loadProfile');
    expect(lines).toContain('waiting --> loading : after retryDelay');
    expect(lines).toContain('waiting --> idle : after 500 ms');
    expect(lines).toContain('loading --> loading : demo.ping / track');
  });

  it('draws parallel regions as composite states separated by --', () => {
    const start = lines.indexOf('state working {');
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start, start + 10)).toEqual([
      'state working {',
      'state left {',
      '[*] --> a',
      '}',
      '--',
      'state right {',
      '[*] --> b',
      '}',
      '}',
      expect.any(String),
    ]);
    expect(lines).toContain('working --> idle : demo.cancel');
  });

  it('is deterministic', () => {
    expect(toMermaid(demoMachine())).toBe(mermaid);
  });
});

describe('dot generation', () => {
  const dot = toDot(demoMachine());

  it('draws every edge with its label, always dashed, final states doubled', () => {
    expect(dot).toContain('"demo.idle" -> "demo.loading" [label="always [isReady]", style=dashed];');
    expect(dot).toContain('"demo.loading" -> "demo.done" [label="done: loadProfile"];');
    expect(dot).toContain('"demo.loading" -> "demo.waiting" [label="error: loadProfile"];');
    expect(dot).toContain('"demo.waiting" -> "demo.loading" [label="after retryDelay"];');
    expect(dot).toContain('"demo.done" [label="done\\nentry / notify", peripheries=2];');
    expect(dot).toContain('"demo#init" -> "demo.idle";');
  });

  it('draws composite states as clusters, parallel ones dashed, edges clipped at the box', () => {
    expect(dot).toContain('subgraph "cluster_demo.working" {');
    expect(dot).toMatch(/label="working \(parallel\)", style="rounded,dashed"/);
    expect(dot).toContain('"demo.working#anchor" -> "demo.idle" [label="demo.cancel", ltail="cluster_demo.working"];');
  });

  it('renders to SVG', async () => {
    const svg = await renderSvg(dot);
    expect(svg).toContain('<svg');
    expect(svg).toContain('after retryDelay');
  }, 30_000);

  it('is deterministic', () => {
    expect(toDot(demoMachine())).toBe(dot);
  });
});

describe('labels', () => {
  it('names triggers', () => {
    expect(triggerLabel('')).toBe('always');
    expect(triggerLabel('xstate.after.messageTimeout.snackbar.visible')).toBe('after messageTimeout');
    expect(triggerLabel('xstate.done.actor.fetchLatestBuild')).toBe('done: fetchLatestBuild');
    expect(triggerLabel('xstate.error.actor.fetchLatestBuild')).toBe('error: fetchLatestBuild');
    expect(triggerLabel('xstate.done.state.demo.working')).toBe('done');
  });

  it('names guards, built-in combinators included', () => {
    expect(guardLabel('isReady')).toBe('isReady');
    expect(guardLabel({ type: 'isRunningBuild', params: { buildId: 'x' } })).toBe('isRunningBuild');
    expect(guardLabel(stateIn({ watching: 'released' }))).toBe('in {"watching":"released"}');
    expect(guardLabel(and(['a', not('b')]))).toBe('a and not b');
    expect(guardLabel(undefined)).toBeUndefined();
  });

  it('keeps targetless transitions as loops marked internal', () => {
    const flow = machineToFlow(demoMachine());
    expect(flow.edges).toContainEqual({
      source: 'demo.loading',
      target: 'demo.loading',
      trigger: 'demo.ping',
      guard: undefined,
      actions: ['track'],
      internal: true,
    });
  });
});
