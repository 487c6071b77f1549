import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { toDot } from '../../scripts/lib/flow-dot.ts';
import { layer, type LayerEdge, type LayerNode } from '../../scripts/lib/flow-layering.ts';

/** The rows of the developer diagrams of wide machines (scripts/lib/flow-layering.ts). */
describe('rows in reading order', () => {
  const node = (id: string, width = 100): LayerNode => ({ id, width });
  const move = (tail: string, head: string): LayerEdge => ({ tail, head, length: 1 });

  it('wraps a state with many moves onto several rows, none wider than the budget', () => {
    const heads = ['a', 'b', 'c', 'd', 'e'];
    const { rank } = layer(
      [node('s'), ...heads.map((id) => node(id))],
      heads.map((id) => move('s', id)),
      ['s'],
      250,
      10,
    );
    const rows = heads.map((id) => rank.get(id) ?? -1);
    expect(rows).toEqual([1, 1, 2, 2, 3]);
  });

  it('draws a dead end beside its cause and a branch read later below the earlier one', () => {
    // s → long1 → long2 (a chain), s → fail (dead end), s → other → other2 (a second chain).
    const nodes = ['s', 'long1', 'long2', 'fail', 'other', 'other2'].map((id) => node(id));
    const edges = [move('s', 'long1'), move('long1', 'long2'), move('s', 'fail'), move('s', 'other'), move('other', 'other2')];
    const { rank } = layer(nodes, edges, ['s'], 1000, 10);
    expect(rank.get('fail')).toBe(1);
    // Both chains are as long: the first in the machine's order is read first, the other below it.
    expect(rank.get('long1')).toBe(1);
    expect(rank.get('long2')).toBe(2);
    expect(rank.get('other')).toBeGreaterThanOrEqual(2);
    expect(rank.get('other2')).toBeGreaterThan(rank.get('other') ?? 0);
  });

  it('sets aside the moves back up: they weigh on no row', () => {
    const { rank, backwards } = layer([node('a'), node('b')], [move('a', 'b'), move('b', 'a')], ['a'], 1000, 10);
    expect([...backwards]).toEqual([1]);
    expect([rank.get('a'), rank.get('b')]).toEqual([0, 1]);
  });
});

describe('developer diagram with rows (dot)', () => {
  const machine = setup({ types: { events: {} as { type: 'go' } | { type: 'back' } | { type: 'leave' } } }).createMachine({
    id: 'rows',
    initial: 'idle',
    states: {
      idle: { on: { go: 'busy' } },
      busy: {
        initial: 'first',
        on: { leave: 'idle' },
        states: { first: { on: { go: 'second' } }, second: { on: { back: 'first' } } },
      },
    },
  });
  const dot = toDot(machine, { labelNodes: true, rowBudget: 400, edgeFontSize: 9, labelWidth: 18 });

  it('draws each label as a node on the move, the rows given by minlen, the moves back up free', () => {
    expect(dot).toContain('newrank=true');
    expect(dot).toMatch(/"rows\.idle" -> "#label0" \[arrowhead=none, minlen=1\];/);
    // Entering a composite state: to its start, clipped at its box.
    expect(dot).toMatch(/"#label0" -> "rows\.busy#init" \[lhead="cluster_rows\.busy", minlen=\d+\];/);
    // Leaving it: from its last row (second), clipped at its box, and back up to idle.
    expect(dot).toMatch(/"rows\.busy\.second" -> "#label\d" \[arrowhead=none, ltail="cluster_rows\.busy", minlen=\d+\];/);
    expect(dot).toMatch(/"#label\d" -> "rows\.idle" \[constraint=false\];/);
    expect(dot).toMatch(/"#label\d" -> "rows\.busy\.first" \[constraint=false\];/);
  });
});
