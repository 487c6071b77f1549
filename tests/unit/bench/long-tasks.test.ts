import { describe, expect, it } from 'vitest';
import { longTasksAfterFirstPaint, type TraceEvent } from '../../../scripts/bench/long-tasks.ts';

/**
 * The Lighthouse bench's reading of a trace: the long tasks after the first paint, by
 * the wall clock Lighthouse counts and by the main thread's own CPU time, so a reader can tell the
 * page's work from the time it waited for a core.
 */

const PAGE = 20;
const OTHER = 30;
const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, atMs: number, wallMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const paint = (pid: number, atMs: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'I', pid, tid: pid, ts: atMs * 1000 });

describe('longTasksAfterFirstPaint', () => {
  it('sums the page’s tasks of 12.5 ms and more after its first paint, by wall clock and by CPU time', () => {
    const events = [
      thread(PAGE, PAGE, 'CrRendererMain'),
      paint(PAGE, 300),
      task(PAGE, PAGE, 100, 60, 55), // before the first paint: not counted
      task(PAGE, PAGE, 320, 40, 12), // waited 28 ms for a core
      task(PAGE, PAGE, 400, 12.5, 12),
      task(PAGE, PAGE, 450, 12, 12), // short: 48 ms on the simulated phone
      task(PAGE, 99, 500, 90, 90), // another thread of the page's process
    ];
    expect(longTasksAfterFirstPaint(events)).toEqual({ wallMs: 53, cpuMs: 24 });
  });

  it('reads the renderer that ran the page (the most tasks), not another one in the trace', () => {
    const events = [
      thread(OTHER, OTHER, 'CrRendererMain'),
      paint(OTHER, 10),
      task(OTHER, OTHER, 20, 30, 30),
      thread(PAGE, PAGE, 'CrRendererMain'),
      paint(PAGE, 300),
      ...[0, 1, 2].map((index) => task(PAGE, PAGE, 400 + index * 100, 20, 5)),
    ];
    expect(longTasksAfterFirstPaint(events)).toEqual({ wallMs: 60, cpuMs: 15 });
  });

  it('starts from the page’s own first paint, the earliest, not another renderer’s nor a later one', () => {
    const events = [
      thread(PAGE, PAGE, 'CrRendererMain'),
      paint(PAGE, 500), // listed first, painted later (a same-process frame, say)
      task(PAGE, PAGE, 250, 20, 8), // before any paint of the page: not counted
      paint(PAGE, 300),
      task(PAGE, PAGE, 400, 20, 6),
      task(PAGE, PAGE, 600, 20, 4),
      thread(OTHER, OTHER, 'CrRendererMain'),
      paint(OTHER, 100),
    ];
    expect(longTasksAfterFirstPaint(events)).toEqual({ wallMs: 40, cpuMs: 10 });
  });

  it('nothing without a first paint (Lighthouse failed to record the page)', () => {
    expect(longTasksAfterFirstPaint([thread(PAGE, PAGE, 'CrRendererMain'), task(PAGE, PAGE, 400, 90, 90)])).toEqual({
      wallMs: 0,
      cpuMs: 0,
    });
  });
});
