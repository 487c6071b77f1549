import { describe, expect, it } from 'vitest';
import { isReportableMove } from '../../src/domain/flow-names.ts';
import { flowEventSchema } from '../../src/domain/flows.ts';

/**
 * The browser's flow reporter sends a move only when POST /api/flows/events takes its names: one
 * rule for both sides, so a move is neither refused by the server (its whole batch lost) nor
 * dropped by the browser while the server would count it.
 */
const accepted = (from: string, event: string, to: string) =>
  flowEventSchema.safeParse({ flow: 'registration', from, event, to, elapsedMs: 10, day: '2026-11-26' }).success;

const samples: [string, string, string][] = [
  ['editing.valid', 'registration.submit', 'submitting'],
  ['a', 'xstate.done.actor.payCard', 'b'],
  ['s'.repeat(200), 'e'.repeat(120), 't'.repeat(200)],
  ['s'.repeat(201), 'go', 'to'],
  ['from', 'e'.repeat(121), 'to'],
  ['from', 'go', ''],
  ['', 'go', 'to'],
  ['from', 'lea@example.com', 'to'],
  ['from', 'go', 'with space'],
  ['from', 'go', 'é'],
];

describe('reportable flow moves', () => {
  it.each(samples)('%s —%s→ %s: the browser sends it exactly when the server takes it', (from, event, to) => {
    expect(isReportableMove(from, event, to)).toBe(accepted(from, event, to));
  });

  it('sends state paths up to the server’s 200 characters, and no e-mail address', () => {
    expect(isReportableMove('s'.repeat(200), 'go', 'to')).toBe(true);
    expect(isReportableMove('from', 'lea@example.com', 'to')).toBe(false);
  });
});
