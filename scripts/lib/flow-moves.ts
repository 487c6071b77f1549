/**
 * Every move a machine can make, between LEAF configurations, as a running actor shows it from one
 * snapshot to the next (src/domain/flow-transition.ts): the catalog analysts' counts join on.
 *
 * Static, from the definition: guards cannot be evaluated, so each guarded branch is a possible
 * move; the walk starts from the initial configuration and follows every possible move. Eventless
 * (`always`) hops and a compound state's own done event are taken inside the move that led to them,
 * as XState does within one macrostep, so they never appear as events and transient states never as
 * ends of a move. Parallel regions react one at a time: a test checks that no two regions of one
 * parallel state handle the same event, which keeps this exact.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface FlowMove {
  /** Leaf configuration before: leaf paths sorted, joined by ','. */
  from: string;
  /** The event type the actor received. */
  event: string;
  to: string;
  /** Each way this move happens: the transitions taken, the triggering one first, then the
   * eventless hops it led to. */
  paths: AnyTransitionDefinition[][];
}

export interface FlowMoves {
  /** Configurations the actor can rest in once started (after its initial eventless hops). */
  initial: { to: string; steps: AnyTransitionDefinition[] }[];
  moves: FlowMove[];
  /** Every node of the machine, the root excepted, in definition order. */
  nodes: AnyStateNode[];
}

export const nodePath = (node: AnyStateNode): string => node.path.join('.');

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);

function descendants(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((child) => [child, ...descendants(child)]);
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

function properAncestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) chain.push(parent);
  return chain;
}

/** A configuration is the set of its active leaves, kept in document order. */
type Config = AnyStateNode[];

export function configKey(config: Config): string {
  return config.map(nodePath).sort().join(',');
}

/** Active leaves once `targets` are entered while `kept` stay: SCXML's completion (initial
 * children of compound states, every region of parallel ones). */
function complete(kept: Config, targets: readonly AnyStateNode[], order: Map<AnyStateNode, number>): Config {
  const active = new Set<AnyStateNode>();
  for (const node of [...kept, ...targets]) {
    active.add(node);
    for (const ancestor of properAncestors(node)) active.add(ancestor);
  }
  const queue = [...active];
  while (queue.length > 0) {
    const node = queue.shift() as AnyStateNode;
    if (node.type === 'history') throw new Error(`history state ${node.id}: not drawn by the flow catalog`);
    const kids = children(node);
    if (kids.length === 0 || kids.some((kid) => active.has(kid) && node.type === 'compound')) continue;
    const entered = node.type === 'parallel' ? kids.filter((kid) => !active.has(kid)) : node.initial.target;
    for (const kid of entered) {
      active.add(kid);
      queue.push(kid);
    }
  }
  return [...active]
    .filter((node) => !children(node).some((kid) => active.has(kid)))
    .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** Branches that may be taken for `eventType` (a guard may fail: the next branch, then the parent's). */
function candidates(config: Config, pick: (node: AnyStateNode) => readonly AnyTransitionDefinition[]): AnyTransitionDefinition[] {
  const found = new Set<AnyTransitionDefinition>();
  for (const leaf of config) {
    let settled = false;
    for (const node of [leaf, ...properAncestors(leaf)]) {
      for (const transition of pick(node)) {
        found.add(transition);
        if (!transition.guard) {
          settled = true;
          break;
        }
      }
      if (settled) break;
    }
  }
  return [...found];
}

function apply(config: Config, transition: AnyTransitionDefinition, order: Map<AnyStateNode, number>): Config {
  const targets: readonly AnyStateNode[] = transition.target ?? [];
  if (targets.length === 0) return config;
  const source = transition.source;
  const domain =
    !transition.reenter && targets.every((target) => isDescendant(target, source))
      ? source
      : properAncestors(source).find((ancestor) => targets.every((target) => isDescendant(target, ancestor)));
  const kept = config.filter((leaf) => domain !== undefined && !isDescendant(leaf, domain));
  return complete(kept, targets, order);
}

/** Eventless work after a move: `always` branches and done events of compound states. */
function eventless(config: Config): AnyTransitionDefinition[] {
  const always = candidates(config, (node) => node.always ?? []);
  const done = config
    .filter((leaf) => leaf.type === 'final' && leaf.parent?.parent)
    .flatMap((leaf) => {
      const parent = leaf.parent as AnyStateNode;
      return parent.transitions.get(`xstate.done.state.${parent.id}`) ?? [];
    });
  return [...always, ...done];
}

/** Where the actor may rest after `config`, with the eventless steps taken to get there. */
function settle(
  config: Config,
  order: Map<AnyStateNode, number>,
  seen: ReadonlySet<string> = new Set(),
): { config: Config; steps: AnyTransitionDefinition[] }[] {
  const key = configKey(config);
  if (seen.has(key)) return []; // An eventless loop: XState would spin; nothing rests there.
  const branches = eventless(config);
  // Resting is possible unless some leaf has an unguarded eventless branch.
  const mustMove = config.some((leaf) =>
    [leaf, ...properAncestors(leaf)].some((node) => (node.always ?? []).some((t: AnyTransitionDefinition) => !t.guard)),
  );
  const outcomes: { config: Config; steps: AnyTransitionDefinition[] }[] = mustMove ? [] : [{ config, steps: [] }];
  const nextSeen = new Set([...seen, key]);
  for (const branch of branches) {
    for (const outcome of settle(apply(config, branch, order), order, nextSeen)) {
      outcomes.push({ config: outcome.config, steps: [branch, ...outcome.steps] });
    }
  }
  return outcomes;
}

function isStopped(config: Config): boolean {
  // A final child of the root ends the actor: it takes no more events.
  return config.some((leaf) => leaf.type === 'final' && leaf.parent?.parent === undefined);
}

export function flowMoves(machine: AnyStateMachine): FlowMoves {
  const nodes = descendants(machine.root);
  const order = new Map(nodes.map((node, index) => [node, index]));
  const initial = settle(complete([], [machine.root], order), order);
  const moves: FlowMove[] = [];
  const byKey = new Map<string, FlowMove>();
  const visited = new Set<string>();
  const queue: Config[] = initial.map((outcome) => outcome.config);
  while (queue.length > 0) {
    const config = queue.shift() as Config;
    const from = configKey(config);
    if (visited.has(from)) continue;
    visited.add(from);
    if (isStopped(config)) continue;
    const events = new Set<string>();
    for (const leaf of config) {
      for (const node of [leaf, ...properAncestors(leaf)]) {
        for (const eventType of node.transitions.keys()) {
          if (!eventType.startsWith('xstate.done.state.')) events.add(eventType);
        }
      }
    }
    for (const event of events) {
      for (const transition of candidates(config, (node) => node.transitions.get(event) ?? [])) {
        for (const outcome of settle(apply(config, transition, order), order, new Set())) {
          const to = configKey(outcome.config);
          const key = `${from} --${event}--> ${to}`;
          const move = byKey.get(key) ?? { from, event, to, paths: [] };
          if (!byKey.has(key)) {
            byKey.set(key, move);
            moves.push(move);
          }
          move.paths.push([transition, ...outcome.steps]);
          queue.push(outcome.config);
        }
      }
    }
  }
  return {
    initial: initial.map((outcome) => ({ to: configKey(outcome.config), steps: outcome.steps })),
    moves,
    nodes,
  };
}
