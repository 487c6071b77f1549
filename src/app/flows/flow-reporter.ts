import type { InspectionEvent, Snapshot } from 'xstate';
import { DEFAULT_BASE_URL } from '../../api/http-defaults.ts';
import { BROWSER_FLOWS, FLOW_BATCH_MAX, isReportableMove, MAX_ELAPSED_MS } from '../../domain/flow-names.ts';
import { START_EVENT, START_STATE } from '../../domain/flow-transition.ts';
import type { FlowEvent } from '../../domain/flows.ts';
import type { MachineMove } from '../first-call-snapshot.ts';

/**
 * Counts the funnel machines' moves in the browser: given to an actor as XState's
 * `inspect` option, it sees every actor of that actor's system (the invoked paymentError too),
 * notes each move of a machine listed in BROWSER_FLOWS as (flow, from, event, to, time spent in
 * `from`), and sends them in batches to POST /api/flows/events — on a short timer, and when the
 * page is hidden or left (sendBeacon). Nothing about the person: no e-mail, no id, no address; the
 * visit id is random, per tab (sessionStorage), and the server keeps it for the day only
 * (docs/decisions/0019-audience-measurement.md).
 */

const ENDPOINT = `${DEFAULT_BASE_URL}/flows/events`;
const SEND_AFTER_MS = 5000;
const QUEUE_MAX = 500;
const VISIT_KEY = 'galant:flows:visit';
const SEQ_KEY = 'galant:flows:seq';
const FLOWS: ReadonlySet<string> = new Set(BROWSER_FLOWS);

interface Seen {
  snapshot: Snapshot<unknown>;
  state: string;
  at: number;
}

const seen = new WeakMap<object, Seen>();
/**
 * Per flow, the states an actor about to start from the server's snapshot will start in: its start
 * was already counted into the machine's initial state, with the moves the server made (reportMovesMade).
 */
const restored = new Map<string, string[]>();
const queue: FlowEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** 'paymentError' → 'payment-error': the registry's name of a machine (scripts/machines-registry.ts). */
const flowOf = (machineId: string): string => machineId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The leaf state reached, as src/domain/flow-transition.ts names it ('editing.valid'; parallel leaves sorted, joined by ','). */
export function leafStateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const leaves: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') leaves.push(path === '' ? node : `${path}.${node}`);
    else if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node as Record<string, unknown>);
      if (entries.length === 0) leaves.push(path);
      for (const [key, child] of entries) walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(value, '');
  return leaves.sort().join(',');
}

function visit(): { visit: string; seq: number } | null {
  try {
    let id = sessionStorage.getItem(VISIT_KEY);
    if (id === null) {
      id = crypto.randomUUID();
      sessionStorage.setItem(VISIT_KEY, id);
    }
    const seq = Number(sessionStorage.getItem(SEQ_KEY) ?? '0');
    sessionStorage.setItem(SEQ_KEY, String(seq + 1));
    return { visit: id, seq: Number.isInteger(seq) ? seq : 0 };
  } catch {
    // Storage refused (private mode, quota): a visit of its own for this batch.
    return { visit: crypto.randomUUID(), seq: 0 };
  }
}

/** Sends what is queued, 50 moves a request; a beacon survives the page being left. */
export function flushFlowEvents(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, FLOW_BATCH_MAX);
    const batch = visit();
    if (batch === null) return;
    const body = JSON.stringify({ ...batch, events });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body);
    if (!sent)
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
        () => undefined,
      );
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', flushFlowEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushFlowEvents();
  });
}

function enqueue(event: FlowEvent): void {
  // A tab left open on a failing page must not grow without end: the oldest go first.
  if (queue.length >= QUEUE_MAX) queue.shift();
  queue.push(event);
  listen();
  timer ??= setTimeout(flushFlowEvents, SEND_AFTER_MS);
}

/** The `inspect` option of a funnel actor: `useActorRef(machine, { input, inspect: reportFlows })`. */
export function reportFlows(inspection: InspectionEvent): void {
  if (inspection.type !== '@xstate.snapshot' || typeof window === 'undefined') return;
  const snapshot = inspection.snapshot as Snapshot<unknown> & { machine?: { id?: string }; value?: unknown };
  const machineId = snapshot.machine?.id;
  if (machineId === undefined) return;
  const flow = flowOf(machineId);
  if (!FLOWS.has(flow)) return;
  const state = leafStateKey(snapshot.value);
  const now = Date.now();
  const before = seen.get(inspection.actorRef);
  seen.set(inspection.actorRef, { snapshot, state, at: now });
  // The first snapshot is where the machine starts: a journey's start, counted as a move into it
  // (decision 0031), unless the server's moves already brought it there (reportMovesMade).
  if (before === undefined) {
    const waiting = restored.get(flow) ?? [];
    const index = waiting.indexOf(state);
    if (index >= 0) waiting.splice(index, 1);
    else if (isReportableMove(START_STATE, START_EVENT, state))
      enqueue({ flow: flow as FlowEvent['flow'], from: START_STATE, event: START_EVENT, to: state, elapsedMs: null });
    return;
  }
  // The same snapshot again: an event it ignored.
  if (before.snapshot === snapshot) return;
  const type = inspection.event.type;
  if (!isReportableMove(before.state, type, state)) return;
  enqueue({
    flow: flow as FlowEvent['flow'],
    from: before.state,
    event: type,
    to: state,
    elapsedMs: Math.min(now - before.at, MAX_ELAPSED_MS),
  });
}

/**
 * Counts the moves a funnel machine made before its actor existed: the server answered its first
 * calls and the actor started where they lead (src/app/first-call-snapshot.ts), so
 * `reportFlows` never saw them. Same names as reportFlows; no duration (null: the server's time in
 * those states is not the visitor's), so they leave the time-in-state figures alone.
 */
export function reportMovesMade(machineId: string, moves: readonly MachineMove[]): void {
  if (typeof window === 'undefined') return;
  const flow = flowOf(machineId);
  if (!FLOWS.has(flow)) return;
  const first = moves[0];
  const last = moves[moves.length - 1];
  if (first === undefined || last === undefined) return;
  // The journey started in the machine's initial state, on the server; the actor will start where
  // the moves lead without starting the journey again.
  const initial = leafStateKey(first.from);
  if (isReportableMove(START_STATE, START_EVENT, initial))
    enqueue({ flow: flow as FlowEvent['flow'], from: START_STATE, event: START_EVENT, to: initial, elapsedMs: null });
  restored.set(flow, [...(restored.get(flow) ?? []), leafStateKey(last.to)]);
  for (const move of moves) {
    const from = leafStateKey(move.from);
    const to = leafStateKey(move.to);
    if (!isReportableMove(from, move.event, to)) continue;
    enqueue({ flow: flow as FlowEvent['flow'], from, event: move.event, to, elapsedMs: null });
  }
}
