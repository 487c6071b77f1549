/**
 * Lighthouse times a task by the wall clock and counts it four times over (its simulated phone):
 * a task the main thread spends waiting for a core (two cores here, shared with Chromium's other
 * threads, Lighthouse and the server) counts as work. Its trace also records each task's thread
 * time: the sum over the long tasks says how much of what is counted was the page's own work.
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
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
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
