/**
 * Model-based testing of XState machines (docs/architecture.md#machines-and-their-tests, docs/decisions/0001-xstate-graph.md).
 *
 * 1. Paths, from `@xstate/graph`, traversing the machine purely with sample events:
 *    `getShortestPaths` (one path to every distinct state), plus one path per edge of the
 *    adjacency map (shortest path to its source + the edge: shortest paths alone miss edges back
 *    to known states), plus `getSimplePaths` for small graphs. States are told apart by value,
 *    status and chosen context fields, which keeps graphs finite. (`createTestModel` refuses
 *    machines with invokes or delays, hence the lower-level API.)
 * 2. Replay: `new TestModel(machine).testPath(path, …)` drives a REAL actor (`createActor`) step by
 *    step. After each step: the actor is where the generated path says (proof of the replay only:
 *    the graph is the same machine), then the test's oracle — `expected`, its own table of the
 *    product rules, carried along the path without looking at the actor — must agree with what
 *    the actor shows, then the test's other checks run.
 *      - I/O actors (every actor the machine can invoke) are replaced by controlled promise
 *        doubles: a path step `xstate.done.actor.<id>` resolves the running child `<id>` with
 *        the step's `output`, `xstate.error.actor.<id>` rejects it with the step's `error`.
 *      - I/O actions (the `notProvidedAction` defaults) become no-ops; every I/O action the actor
 *        runs is recorded (with its params) through the inspection API.
 *      - Delays: the actor gets a `ModelClock` through `createActor(…, { clock })`. A step
 *        `xstate.after.<delay>.<state>` fires exactly that pending timer and moves the clock to
 *        its due time. Unlike XState's `SimulatedClock` (which fires timers in due order), this
 *        lets a replay follow the interleaving the model chose; the timer's duration is reported
 *        to the test (`firedTimer.delay`) so it can assert "hides after 5000 ms".
 * 3. Coverage: every state node and every transition of the definition (`on`, `always`, `after`,
 *    invoke done/error, state done) must be taken by some replayed path, as reported by the
 *    `@xstate.microstep` inspection events. The coverage test prints the shares ("login: states
 *    6/6 (100 %), transitions 12/12 (100 %)") and fails under 100 %, listing what was missed.
 *
 * Every generated path starts with an `xstate.init` step (xstate/graph convention).
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getNextTransitions,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type ActorOptions,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  type AdjacencyMap,
  type AdjacencyValue,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  TestModel,
  type StatePath,
} from '@xstate/graph';
import { notProvidedName } from '../../machines/shared/not-provided.ts';

/** XState's clock interface (not exported by name). */
type Clock = NonNullable<ActorOptions<AnyStateMachine>['clock']>;

// ---------------------------------------------------------------------------------------------
// Public types

type InternalEventType = `xstate.${string}`;

/**
 * Concrete events to try, per event type. Types left out are tried as `{ type }` alone, which is
 * right for delays (`xstate.after.*`) and payload-free events. Invoked actors' results are
 * given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` (see `doneActorEvent`).
 */
export type SampleEvents<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: ReadonlyArray<Extract<EventFromLogic<TMachine>, { type: K }>>;
} & { [K in InternalEventType]?: readonly EventObject[] };

export interface ModelScenario<TMachine extends AnyStateMachine> {
  name: string;
  input?: InputFrom<TMachine>;
}

export interface ModelTestOptions<TMachine extends AnyStateMachine, TOutcome = unknown> {
  machine: TMachine;
  /**
   * The product rules as the test writes them, checked after every step of every path. Required:
   * without it the replay would only compare the machine with its own graph.
   */
  expected: ExpectedOutcomes<TMachine, TOutcome>;
  events: SampleEvents<TMachine>;
  /** One graph per scenario (input); coverage is their union. Default: one, without input. */
  scenarios?: ReadonlyArray<ModelScenario<TMachine>>;
  /** Context fields that distinguish states (default: the whole context). */
  contextKeys?: ReadonlyArray<keyof ContextFrom<TMachine> & string>;
  /** Test implementations applied with `machine.provide()` on top of the model doubles. */
  provide?: Parameters<TMachine['provide']>[0];
  /** Short label of an event in test names (default: type and compact payload). */
  describeEvent?: (event: EventObject) => string;
  /** Add `getSimplePaths` (every cycle-free path): 'auto' when the graph has ≤ 8 states. */
  simplePaths?: boolean | 'auto';
}

/**
 * The test's own oracle: what the product rules say a user notices, tracked along each
 * generated path beside the actor and compared with it after every step. `initial` and `next` are
 * written from the rules (SPEC, docs/product.md, decision records) as a table in the test; they
 * never see the actor, so the machine is never its own oracle. `observe` reads the same outcome
 * from the actor (state shown, message, effects of the step).
 */
export interface ExpectedOutcomes<TMachine extends AnyStateMachine, TOutcome> {
  /** What a user notices after a step, read from the actor. */
  observe: (step: StepContext<TMachine>) => TOutcome;
  /** The outcome the rules give when the page or service starts, per scenario. */
  initial: (scenario: ModelScenario<TMachine>) => TOutcome;
  /** The outcome the rules give after `event` when `before` was shown (same object: nothing changes). */
  next: (before: TOutcome, event: ModelPathEvent, scenario: ModelScenario<TMachine>) => TOutcome;
}

export type ModelPathEvent = EventObject;

export interface ModelPath<TMachine extends AnyStateMachine> {
  scenario: ModelScenario<TMachine>;
  /** shortest: to a state; transition: shortest path to a state plus one event; simple: getSimplePaths. */
  kind: 'shortest' | 'transition' | 'simple';
  /** Readable event sequence and end state, used as the test name. */
  description: string;
  path: StatePath<SnapshotFrom<TMachine>, ModelPathEvent>;
}

export interface RecordedEffect {
  type: string;
  params: unknown;
}

export interface RecordedInvocation {
  src: string;
  id: string;
  input: unknown;
}

/** What a test sees after each step of a replayed path. */
export interface StepContext<TMachine extends AnyStateMachine> {
  scenario: ModelScenario<TMachine>;
  /** The real actor's snapshot after the step. */
  snapshot: SnapshotFrom<TMachine>;
  /** Its snapshot before the step (undefined at `xstate.init`). */
  previous: SnapshotFrom<TMachine> | undefined;
  event: ModelPathEvent;
  /** Index in `path.steps` (0 is `xstate.init`). */
  index: number;
  /** Events of the path up to and including this step. */
  history: readonly ModelPathEvent[];
  /** I/O actions run so far in this path, in order. */
  effects: readonly RecordedEffect[];
  /** The I/O actions this step ran (a suffix of `effects`). */
  stepEffects: readonly RecordedEffect[];
  /** Actors invoked so far in this path, in order. */
  invocations: readonly RecordedInvocation[];
  /** Milliseconds elapsed on the model clock. */
  elapsed: number;
  /** Set when this step was a delayed event. */
  firedTimer: { eventType: string; delay: number } | undefined;
  /** Delayed events still scheduled, as "after <delay>" labels. */
  pendingTimers: readonly string[];
}

export type StepCheck<TMachine extends AnyStateMachine> = (context: StepContext<TMachine>) => void | Promise<void>;

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

// ---------------------------------------------------------------------------------------------
// Event helpers

export function doneActorEvent<TOutput>(id: string, output: TOutput) {
  return { type: `xstate.done.actor.${id}` as const, output };
}

/** True for the done event of the invoked actor `id` (its output typed as the caller says). */
export function isDoneActorEvent<TOutput>(event: EventObject, id: string): event is EventObject & { output: TOutput } {
  return event.type === `xstate.done.actor.${id}`;
}

export function errorActorEvent(id: string, error: unknown) {
  return { type: `xstate.error.actor.${id}` as const, error };
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** "after messageTimeout" for `xstate.after.messageTimeout.snackbar.visible`, etc. */
export function describeEventType(type: string): string {
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0] ?? ''}`;
  if (type.startsWith(DONE_ACTOR)) return `done: ${type.slice(DONE_ACTOR.length)}`;
  if (type.startsWith(ERROR_ACTOR)) return `error: ${type.slice(ERROR_ACTOR.length)}`;
  return type;
}

// ---------------------------------------------------------------------------------------------
// Model clock: timers fire only when a path step asks for them (see header).

interface PendingTimer {
  due: number;
  delay: number;
  fn: () => void;
  scheduledId: string | undefined;
  eventType: string | undefined;
}

export class ModelClock implements Clock {
  #now = 0;
  #nextId = 1;
  readonly #timers = new Map<number, PendingTimer>();
  #system: AnyActorRef['system'] | undefined;

  /** Lets the clock label each timer with the event XState scheduled it for. */
  attach(system: AnyActorRef['system']): void {
    this.#system = system;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, delay: number): number {
    const id = this.#nextId++;
    // XState registers the scheduled event, then calls setTimeout: the unlabelled entry is ours.
    const labelled = new Set([...this.#timers.values()].map((timer) => timer.scheduledId));
    const scheduled = Object.entries(this.#system?.getSnapshot()._scheduledEvents ?? {}).find(
      ([scheduledId]) => !labelled.has(scheduledId),
    );
    this.#timers.set(id, {
      due: this.#now + delay,
      delay,
      fn,
      scheduledId: scheduled?.[0],
      eventType: scheduled?.[1].event.type,
    });
    return id;
  }

  clearTimeout(id: number): void {
    this.#timers.delete(id);
  }

  pendingEventTypes(): string[] {
    return [...this.#timers.values()].map((timer) => timer.eventType ?? '(unlabelled)');
  }

  /** Fires the pending timer scheduled for `eventType`; returns its duration. */
  fire(eventType: string): number {
    const entry = [...this.#timers.entries()].filter(([, timer]) => timer.eventType === eventType).sort(([, a], [, b]) => a.due - b.due)[0];
    if (!entry) {
      throw new Error(`no pending timer for '${eventType}' (pending: ${this.pendingEventTypes().join(', ') || 'none'})`);
    }
    const [id, timer] = entry;
    this.#timers.delete(id);
    this.#now = Math.max(this.#now, timer.due);
    timer.fn();
    return timer.delay;
  }
}

// ---------------------------------------------------------------------------------------------
// Doubles and provided machine

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface Session {
  pending: Map<AnyActorRef, Deferred>;
  invocations: RecordedInvocation[];
}

function newSession(): Session {
  return { pending: new Map(), invocations: [] };
}

/** Names of the actions the machine leaves to the app (`notProvidedAction`). */
function ioActionNames(machine: AnyStateMachine): string[] {
  const actions: Record<string, unknown> = machine.implementations.actions;
  return Object.keys(actions).filter((name) => notProvidedName(actions[name]) !== undefined);
}

function provideDoubles<TMachine extends AnyStateMachine, TOutcome>(
  options: ModelTestOptions<TMachine, TOutcome>,
  session: Session,
): TMachine {
  const { machine } = options;
  const extra = (options.provide ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const actors: Record<string, unknown> = {};
  for (const src of Object.keys(machine.implementations.actors)) {
    actors[src] = fromPromise<unknown, unknown>(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          session.pending.set(self, { resolve, reject });
          session.invocations.push({ src, id: self.id, input });
        }),
    );
  }
  const actions: Record<string, unknown> = {};
  for (const name of ioActionNames(machine)) actions[name] = () => undefined;
  const implementations = {
    ...extra,
    actors: { ...actors, ...extra['actors'] },
    actions: { ...actions, ...extra['actions'] },
  };
  // provide() keeps the machine's type; its parameter type is the machine's own, hence the cast.
  return (machine.provide as (implementations: object) => TMachine)(implementations);
}

// ---------------------------------------------------------------------------------------------
// Path generation

function pick(context: Record<string, unknown>, keys: readonly string[] | undefined): unknown {
  if (!keys) return context;
  return Object.fromEntries(keys.map((key) => [key, context[key]]));
}

function serializer(keys: readonly string[] | undefined) {
  return (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: pick(snapshot.context, keys) });
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === '*') return true;
  return descriptor.endsWith('.*') ? type.startsWith(descriptor.slice(0, -1)) : descriptor === type;
}

type Samples = Record<string, readonly EventObject[] | undefined>;

function candidateEvents(snapshot: AnyMachineSnapshot, samples: Samples): EventObject[] {
  const descriptors = [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].filter(
    // '' is `always`; state-done events are raised by XState itself, never sent.
    (type) => type !== '' && !type.startsWith('xstate.done.state.'),
  );
  return descriptors.flatMap((descriptor) => {
    if (descriptor.includes('*')) {
      return Object.entries(samples)
        .filter(([type]) => matchesDescriptor(descriptor, type))
        .flatMap(([, events]) => events ?? []);
    }
    const listed = samples[descriptor];
    return listed && listed.length > 0 ? [...listed] : [{ type: descriptor }];
  });
}

function defaultDescribeEvent(event: EventObject): string {
  const label = describeEventType(event.type);
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length > 0 ? `${label} ${JSON.stringify(payload)}` : label;
}

function describePath(path: StatePath<AnyMachineSnapshot, EventObject>, describeEvent: (event: EventObject) => string): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${['init', ...events].join(' › ')} ⇒ ${JSON.stringify(path.state.value)}`;
}

/** Removes paths whose event sequence is a prefix of another path (their steps are replayed there). */
function withoutPrefixes<T extends { path: StatePath<AnyMachineSnapshot, EventObject> }>(paths: T[]): T[] {
  const key = (p: T) => p.path.steps.map((step) => JSON.stringify(step.event));
  const sorted = [...paths].sort((a, b) => b.path.steps.length - a.path.steps.length);
  const kept: Array<{ item: T; events: string[] }> = [];
  for (const item of sorted) {
    const events = key(item);
    const covered = kept.some((other) => events.every((event, i) => other.events[i] === event));
    if (!covered) kept.push({ item, events });
  }
  return kept.map(({ item }) => item).reverse();
}

const AUTO_SIMPLE_PATHS_MAX_STATES = 8;

/**
 * Shortest paths reach every state but not every edge (a transition back to a known state, a
 * guarded no-op). For each edge of the adjacency map: the shortest path to its source + the edge.
 */
function transitionPaths<TSnapshot extends AnyMachineSnapshot>(
  logic: AnyStateMachine,
  traversal: { serializeState: (snapshot: AnyMachineSnapshot) => string },
  shortest: Array<StatePath<TSnapshot, EventObject>>,
): Array<StatePath<TSnapshot, EventObject>> {
  const bySource = new Map(shortest.map((path) => [traversal.serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(logic, traversal as never) as AdjacencyMap<TSnapshot, EventObject>;
  const sources: Array<AdjacencyValue<TSnapshot, EventObject>> = Object.values(adjacency);
  return sources.flatMap(({ state: source, transitions }) => {
    const head = bySource.get(traversal.serializeState(source));
    if (!head) return [];
    const edges: Array<{ event: EventObject; state: TSnapshot }> = Object.values(transitions);
    return edges.map(({ event, state }) => ({
      state,
      steps: [...head.steps, { state, event }],
      weight: head.weight + 1,
    }));
  });
}

export function generateModelPaths<TMachine extends AnyStateMachine, TOutcome>(
  options: ModelTestOptions<TMachine, TOutcome>,
): Array<ModelPath<TMachine>> {
  const logic = provideDoubles(options, newSession());
  const samples = options.events as Samples;
  const scenarios = options.scenarios ?? [{ name: 'default' }];
  return scenarios.flatMap((scenario) => {
    const traversal = {
      input: scenario.input,
      serializeState: serializer(options.contextKeys),
      events: (snapshot: AnyMachineSnapshot) => candidateEvents(snapshot, samples),
    };
    // xstate/graph types events as the machine's own; ours include invoke results and delays.
    type Path = StatePath<SnapshotFrom<TMachine>, EventObject>;
    const shortest = getShortestPaths(logic, traversal as never) as Path[];
    const wantSimple =
      options.simplePaths === true || ((options.simplePaths ?? 'auto') === 'auto' && shortest.length <= AUTO_SIMPLE_PATHS_MAX_STATES);
    const simple = wantSimple ? (getSimplePaths(logic, traversal as never) as Path[]) : [];
    const all = [
      ...shortest.map((path) => ({ kind: 'shortest' as const, path })),
      ...transitionPaths(logic, traversal, shortest).map((path) => ({ kind: 'transition' as const, path })),
      ...simple.map((path) => ({ kind: 'simple' as const, path })),
    ];
    return withoutPrefixes(all).map(({ kind, path }) => ({
      scenario,
      kind,
      path,
      description: `[${scenario.name}] ${describePath(path, options.describeEvent ?? defaultDescribeEvent)}`,
    }));
  });
}

// ---------------------------------------------------------------------------------------------
// Coverage

function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const list: readonly AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const trigger = transition.eventType === '' ? 'always' : describeEventType(transition.eventType);
  return `${source.id} · ${trigger} #${list.indexOf(transition) + 1}`;
}

function describeTransition(transition: AnyTransitionDefinition): string {
  const guard = transition.guard;
  const guardName =
    guard === undefined
      ? ''
      : typeof guard === 'string'
        ? ` [${guard}]`
        : typeof guard === 'object' && guard !== null && 'type' in guard
          ? ` [${String(guard.type)}]`
          : ' [inline guard]';
  const targets = transition.target?.map((node: AnyStateNode) => node.id).join(', ') ?? '(no target)';
  return `${transitionKey(transition)}${guardName} → ${targets}`;
}

/** Every state node (root excluded) and every transition of the definition, as keys. */
export function machineElements(machine: AnyStateMachine): {
  states: string[];
  transitions: Map<string, string>;
} {
  const nodes: AnyStateNode[] = getStateNodes(machine.root);
  const transitions = new Map<string, string>();
  for (const node of [machine.root, ...nodes]) {
    const all: AnyTransitionDefinition[] = [...node.transitions.values()].flat();
    for (const transition of [...all, ...(node.always ?? [])]) {
      transitions.set(transitionKey(transition), describeTransition(transition));
    }
  }
  return { states: nodes.map((node) => node.id), transitions };
}

export function missingCoverage(machine: AnyStateMachine, coverage: Coverage): { states: string[]; transitions: string[] } {
  const elements = machineElements(machine);
  return {
    states: elements.states.filter((id) => !coverage.states.has(id)),
    transitions: [...elements.transitions].filter(([key]) => !coverage.transitions.has(key)).map(([, description]) => description),
  };
}

export interface CoverageReport {
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
}

/** How many of the machine's state nodes and transitions the replayed paths reached. */
export function coverageReport(machine: AnyStateMachine, coverage: Coverage): CoverageReport {
  const elements = machineElements(machine);
  return {
    states: { reached: elements.states.filter((id) => coverage.states.has(id)).length, total: elements.states.length },
    transitions: {
      reached: [...elements.transitions.keys()].filter((key) => coverage.transitions.has(key)).length,
      total: elements.transitions.size,
    },
  };
}

function share({ reached, total }: { reached: number; total: number }): string {
  // Floored, so a single missing transition never shows as 100 %.
  const percent = total === 0 ? 100 : Math.floor((reached / total) * 100);
  return `${reached}/${total} (${percent} %)`;
}

/** "registration: states 14/14 (100 %), transitions 31/31 (100 %)". */
export function formatCoverage(title: string, report: CoverageReport): string {
  return `${title}: states ${share(report.states)}, transitions ${share(report.transitions)}`;
}

function addActiveStates(node: AnyStateNode, value: StateValue, states: Set<string>): void {
  if (typeof value === 'string') {
    const child: AnyStateNode | undefined = node.states[value];
    if (child) states.add(child.id);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child: AnyStateNode | undefined = node.states[key];
    if (!child || childValue === undefined) continue;
    states.add(child.id);
    addActiveStates(child, childValue, states);
  }
}

// ---------------------------------------------------------------------------------------------
// Replay

function summary(snapshot: AnyMachineSnapshot) {
  return {
    value: snapshot.value,
    status: snapshot.status,
    context: JSON.parse(JSON.stringify(snapshot.context)) as unknown,
    tags: [...snapshot.tags].sort(),
  };
}

/** Lets settled promises reach the actor (fromPromise reports on a microtask). */
function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Replays one path on a real actor, checking each step against the model, then `check`.
 * Returns what the replay covered.
 */
export async function replayModelPath<TMachine extends AnyStateMachine, TOutcome>(
  options: ModelTestOptions<TMachine, TOutcome>,
  modelPath: ModelPath<TMachine>,
  check?: StepCheck<TMachine>,
): Promise<Coverage> {
  const session = newSession();
  const machine = provideDoubles(options, session);
  const ioActions = new Set(ioActionNames(options.machine));
  const coverage: Coverage = { states: new Set(), transitions: new Set() };
  const effects: RecordedEffect[] = [];
  const history: EventObject[] = [];
  const clock = new ModelClock();
  let actor: AnyActorRef | undefined;
  let failure: unknown;
  let firedTimer: StepContext<TMachine>['firedTimer'];
  let previous: SnapshotFrom<TMachine> | undefined;
  let effectsBefore = 0;
  // The oracle's outcome, carried along the path by `options.expected` alone.
  let outcome: TOutcome | undefined;

  const inspect = (event: InspectionEvent) => {
    // Only the machine itself: children are the doubles.
    if ((event.actorRef as AnyActorRef).src !== machine) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        coverage.transitions.add(transitionKey(transition));
        coverage.states.add(transition.source.id);
      }
      addActiveStates(machine.root, (event.snapshot as AnyMachineSnapshot).value, coverage.states);
    } else if (event.type === '@xstate.action' && ioActions.has(event.action.type)) {
      effects.push({ type: event.action.type, params: event.action.params });
    }
  };

  const settle = (event: EventObject, prefix: string, how: 'resolve' | 'reject') => {
    const id = event.type.slice(prefix.length);
    const child: AnyActorRef | undefined = actor?.getSnapshot().children[id];
    const deferred = child && session.pending.get(child);
    if (!deferred) throw new Error(`'${event.type}': no invoked actor '${id}' is running`);
    const payload = event as { output?: unknown; error?: unknown };
    if (how === 'resolve') deferred.resolve(payload.output);
    else deferred.reject(payload.error);
  };

  const exec = async ({ event }: { event: EventObject }) => {
    history.push(event);
    firedTimer = undefined;
    if (event.type === 'xstate.init') {
      const started = createActor(machine, { input: modelPath.scenario.input, clock, inspect });
      clock.attach(started.system);
      started.subscribe({ error: (error: unknown) => (failure = error) });
      actor = started;
      started.start();
    } else if (!actor) {
      throw new Error('path does not start with xstate.init');
    } else if (event.type.startsWith(AFTER)) {
      firedTimer = { eventType: event.type, delay: clock.fire(event.type) };
    } else if (event.type.startsWith(DONE_ACTOR)) {
      settle(event, DONE_ACTOR, 'resolve');
    } else if (event.type.startsWith(ERROR_ACTOR)) {
      settle(event, ERROR_ACTOR, 'reject');
    } else {
      actor.send(event);
    }
    await flush();
  };

  const executors = Object.fromEntries(modelPath.path.steps.map((step) => [step.event.type, exec]));
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine);
  await model.testPath(modelPath.path, {
    events: executors,
    states: {
      '*': async (expected) => {
        if (failure !== undefined) throw failure;
        if (!actor) throw new Error('no actor');
        const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
        // States entered at init without a microstep (no `always`) show up here.
        addActiveStates(machine.root, (snapshot as AnyMachineSnapshot).value, coverage.states);
        // Not the oracle (the graph is the same machine): proves the replay, its doubles and clock
        // drove the actor along the generated path. The product rules are `options.expected`.
        expect(summary(snapshot), 'the replay left the generated path').toEqual(summary(expected));
        const step: StepContext<TMachine> = {
          scenario: modelPath.scenario,
          snapshot,
          previous,
          event: history[history.length - 1] ?? { type: 'xstate.init' },
          index: history.length - 1,
          history: [...history],
          effects: [...effects],
          stepEffects: effects.slice(effectsBefore),
          invocations: [...session.invocations],
          elapsed: clock.now(),
          firedTimer,
          pendingTimers: clock.pendingEventTypes().map(describeEventType),
        };
        const rules = options.expected;
        outcome = step.index === 0 ? rules.initial(step.scenario) : rules.next(outcome as TOutcome, step.event, step.scenario);
        const where = history.map((event) => describeEventType(event.type)).join(' › ');
        expect(rules.observe(step), `the product rules after ${where}`).toEqual(outcome);
        await check?.(step);
        previous = snapshot;
        effectsBefore = effects.length;
      },
    },
  });
  actor?.stop();
  return coverage;
}

// ---------------------------------------------------------------------------------------------
// Vitest wiring

/** Replaying every path again can take long for big graphs (over 1,500 paths). */
const COVERAGE_TIMEOUT_MS = 120_000;

/**
 * Registers one test per generated path (replayed with `check` at every step) and a coverage
 * test that fails when a state or transition of the machine is reached by no path. The coverage
 * test reuses what the path tests covered and replays only the paths they did not run (a
 * filtered run), so big graphs are not replayed twice.
 */
export function describeModel<TMachine extends AnyStateMachine, TOutcome>(
  title: string,
  options: ModelTestOptions<TMachine, TOutcome>,
  check?: StepCheck<TMachine>,
): void {
  describe(title, () => {
    const paths = generateModelPaths(options);

    it('generates paths from the graph', () => {
      expect(paths.length).toBeGreaterThan(0);
      for (const { path } of paths) expect(path.steps[0]?.event.type).toBe('xstate.init');
    });

    const replayed = new Map<ModelPath<TMachine>, Coverage>();

    it.each(paths.map((modelPath) => [modelPath.description, modelPath] as const))('%s', async (_, modelPath) => {
      replayed.set(modelPath, await replayModelPath(options, modelPath, check));
    });

    it(
      'covers every state and transition of the machine',
      async () => {
        const coverage: Coverage = { states: new Set(), transitions: new Set() };
        for (const modelPath of paths) {
          const covered = replayed.get(modelPath) ?? (await replayModelPath(options, modelPath));
          covered.states.forEach((state) => coverage.states.add(state));
          covered.transitions.forEach((transition) => coverage.transitions.add(transition));
        }
        console.log(formatCoverage(title, coverageReport(options.machine, coverage)));
        expect(missingCoverage(options.machine, coverage)).toEqual({ states: [], transitions: [] });
      },
      COVERAGE_TIMEOUT_MS,
    );
  });
}
