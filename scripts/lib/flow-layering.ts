/**
 * Rows for a top-to-bottom drawing, in the order the flow is read, none wider than a budget.
 *
 * Graphviz ranks a graph by the longest path: every move out of a state lands on the row below
 * it, so a state with many labelled moves, or two branches that part, set everything side by
 * side and the drawing grows wide. Here the moves that lead back up (to a node a depth-first walk
 * from the start is still inside) are set aside; the others are read depth first, the smaller
 * branch first (a failure or a final state next to its cause), and each node, in that order, goes
 * on the first row below its predecessors, never above the row being filled, that has room for
 * it: a full row wraps onto the next, a branch read later goes below an earlier one.
 */
export interface LayerNode {
  id: string;
  /** Width on its row, in points; 0 for a node that takes no room (a composite state's exit). */
  width: number;
}

export interface LayerEdge {
  tail: string;
  head: string;
  /** Rows at least between tail and head: 1, or 0 for a node drawn on its predecessor's row. */
  length: 0 | 1;
  /** Structure rather than a move (a composite state's exit, the next parallel region): read after the moves. */
  late?: boolean;
}

export interface Layering {
  rank: ReadonlyMap<string, number>;
  /** Indexes of the edges that go back up (not weighing on the rows). */
  backwards: ReadonlySet<number>;
}

export function layer(
  nodes: readonly LayerNode[],
  edges: readonly LayerEdge[],
  starts: readonly string[],
  budget: number,
  gap: number,
): Layering {
  const out = new Map<string, number[]>();
  edges.forEach((edge, index) => out.set(edge.tail, [...(out.get(edge.tail) ?? []), index]));

  // Depth-first walk from the starts, then from any node not met: an edge to a node still on the
  // walk's path goes back up.
  const order = new Map<string, number>();
  const backwards = new Set<number>();
  const onPath = new Set<string>();
  const visit = (root: string) => {
    if (order.has(root)) return;
    const stack: { id: string; next: number }[] = [{ id: root, next: 0 }];
    order.set(root, order.size);
    onPath.add(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { id: string; next: number };
      const indexes = out.get(top.id) ?? [];
      if (top.next >= indexes.length) {
        onPath.delete(top.id);
        stack.pop();
        continue;
      }
      const index = indexes[top.next++] as number;
      const head = (edges[index] as LayerEdge).head;
      if (onPath.has(head)) backwards.add(index);
      else if (!order.has(head)) {
        order.set(head, order.size);
        onPath.add(head);
        stack.push({ id: head, next: 0 });
      }
    }
  };
  for (const start of starts) visit(start);
  for (const node of nodes) visit(node.id);

  // Reading order: the walk again, over the moves that go down only, the smaller branch first,
  // so that a dead end (a failure, a final state) is drawn beside its cause, not after the rest.
  const forward = (id: string) =>
    (out.get(id) ?? []).filter((index) => !backwards.has(index)).map((index) => (edges[index] as LayerEdge).head);
  const below = new Map<string, number>();
  for (const node of nodes) {
    const seen = new Set<string>();
    const stack = [node.id];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      for (const next of forward(id)) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    below.set(node.id, seen.size);
  }
  const reading = new Map<string, number>();
  // Structure (a composite state's exit, the next parallel region) is read once the moves that
  // lead there are: its edges wait until the walk in progress ends.
  const later: string[] = [];
  const read = (id: string) => {
    if (reading.has(id)) return;
    reading.set(id, reading.size);
    const next = (out.get(id) ?? []).filter((index) => !backwards.has(index)).map((index) => edges[index] as LayerEdge);
    for (const edge of next) if (edge.late) later.push(edge.head);
    const moves = next.filter((edge) => !edge.late);
    moves.sort((a, b) => (below.get(a.head) ?? 0) - (below.get(b.head) ?? 0) || moves.indexOf(a) - moves.indexOf(b));
    for (const edge of moves) read(edge.head);
  };
  for (const id of [...starts, ...nodes.map((node) => node.id)]) {
    read(id);
    while (later.length > 0) read(later.shift() as string);
  }

  // Rows: each node, in reading order once its predecessors are ranked, on the first row below
  // them with room for it.
  const incoming = new Map<string, number[]>();
  edges.forEach((edge, index) => {
    if (!backwards.has(index)) incoming.set(edge.head, [...(incoming.get(edge.head) ?? []), index]);
  });
  const pending = new Map(nodes.map((node) => [node.id, (incoming.get(node.id) ?? []).length]));
  const width = new Map(nodes.map((node) => [node.id, node.width]));
  const rank = new Map<string, number>();
  const used: number[] = [];
  let current = 0;
  const ready = nodes.filter((node) => pending.get(node.id) === 0).map((node) => node.id);
  while (ready.length > 0) {
    ready.sort((a, b) => (reading.get(a) ?? 0) - (reading.get(b) ?? 0));
    const id = ready.shift() as string;
    let row = 0;
    for (const index of incoming.get(id) ?? []) {
      const edge = edges[index] as LayerEdge;
      row = Math.max(row, (rank.get(edge.tail) ?? 0) + edge.length);
    }
    const room = width.get(id) ?? 0;
    if (room > 0) {
      // Never above the row being filled: the drawing reads in order, a later branch below.
      row = Math.max(row, current);
      while ((used[row] ?? 0) > 0 && (used[row] ?? 0) + gap + room > budget) row++;
      used[row] = (used[row] ?? 0) + (used[row] ? gap : 0) + room;
      current = row;
    }
    rank.set(id, row);
    for (const index of out.get(id) ?? []) {
      if (backwards.has(index)) continue;
      const head = (edges[index] as LayerEdge).head;
      const left = (pending.get(head) ?? 0) - 1;
      pending.set(head, left);
      if (left === 0) ready.push(head);
    }
  }
  return { rank, backwards };
}
