import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record opens with the same three lines, so a reader knows at once when it was
// taken, whether it still holds and what it replaces.
const folder = join(import.meta.dirname, '../../docs/decisions');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .sort();
const header = /^# (\d{4}) — .+\n\nDate: (\d{4}-\d{2}-\d{2})\nStatus: (proposed|accepted|deprecated|superseded by \d{4})\nSupersedes: .+\n/;

describe('decision records', () => {
  it('are numbered from 0001 without a gap', () => {
    expect(files.map((name) => name.slice(0, 4))).toEqual(files.map((_, index) => String(index + 1).padStart(4, '0')));
  });

  it.each(files)('%s opens with its number, Date, Status and Supersedes lines', (name) => {
    const match = header.exec(readFileSync(join(folder, name), 'utf8'));
    expect(match, `${name} must start with "# NNNN — Title", a blank line, then Date:, Status:, Supersedes:`).not.toBeNull();
    expect(match?.[1]).toBe(name.slice(0, 4));
    expect(Number.isNaN(Date.parse(match?.[2] ?? ''))).toBe(false);
  });
});
