/**
 * Lighthouse times a task by the wall clock and counts it four times over (its simulated phone):
 * time the main thread spends off the CPU inside a task — mostly waiting for one of this
 * machine's two cores, shared with Chromium's other threads, Lighthouse and the server — counts
 * as work. Its trace also records each task's thread (CPU) time: the sums over the long tasks
 * say how much of what is counted was the page's own work. The tasks are those that start after
 * the first paint, to the end of the trace (Lighthouse's TBT stops at its TTI): an upper bound.
 */
export function longTasksAfterFirstPaint(events: readonly TraceEvent[]): { wallMs: number; cpuMs: number } {
  // The page's main thread: the renderer main thread that ran the most tasks (the trace holds Chromium's others too).
  const tasks = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    const list = tasks.get(thread) ?? [];
    list.push(event);
    tasks.set(thread, list);
  }
  const renderers = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const [main] = renderers.map((thread) => tasks.get(`${thread.pid}:${thread.tid}`) ?? []).sort((a, b) => b.length - a.length);
  const pid = main?.[0]?.pid;
  // The earliest in that process: trace events are not in time order.
  const paint = events.filter((event) => event.name === 'firstContentfulPaint' && event.pid === pid).sort((a, b) => a.ts - b.ts)[0];
  let wallMs = 0;
  let cpuMs = 0;
  for (const task of main ?? []) {
    if (paint === undefined || task.ts < paint.ts || (task.dur ?? 0) < LONG_TASK_US) continue;
    wallMs += (task.dur ?? 0) / 1000;
    cpuMs += (task.tdur ?? 0) / 1000;
  }
  return { wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}

/** 50 ms on the simulated phone: 12.5 ms observed at Lighthouse's default 4× CPU slowdown. */
const LONG_TASK_US = 12_500;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
