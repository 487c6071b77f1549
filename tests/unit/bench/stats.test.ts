import { describe, expect, it } from 'vitest';
import { median } from '../../../scripts/bench/stats.ts';

describe('the benches’ median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([0.91, 0.57, 0.84, 0.66, 0.79])).toBe(0.79);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([300, 280, 320, 290])).toBe(295);
  });

  it('is not a number when nothing was measured, so a target compared to it is missed', () => {
    const value = median([]);
    expect(value >= 0.7).toBe(false);
    expect(value <= 1000).toBe(false);
  });
});
