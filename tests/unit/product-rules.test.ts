import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authPages } from '../../src/i18n/fr/auth-pages.ts';
import { coachingPages } from '../../src/i18n/fr/coaching-pages.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { signup } from '../../src/i18n/fr/signup.ts';
import { subscriptionPages } from '../../src/i18n/fr/subscription-pages.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';

// docs/product.md holds the product's rules; code and tests cite it as `docs/product.md#<anchor>`.
// These checks keep the citations and the quoted French messages from drifting.

const root = join(import.meta.dirname, '../..');
const productPath = join(root, 'docs/product.md');
const product = readFileSync(productPath, 'utf8');

const TREES = ['server', 'src', 'views', 'machines', 'tests', 'scripts', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.git']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|css|json|html|svg|sql|sh|ya?ml|txt)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) && statSync(path).size < 2_000_000 ? [path] : [];
  });
}
const files = TREES.flatMap((tree) => textFiles(join(root, tree))).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
const anchors = new Set([
  ...[...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]!),
  ...[...product.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)),
]);

describe('docs/product.md anchors', () => {
  it('has the nine anchors of the former specification sections', () => {
    const required = ['product', 'routes', 'entities', 'states', 'validation', 'roles', 'calls', 'errors', 'limits'];
    expect(required.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('has every anchor cited as docs/product.md#<anchor> in server, src, views, machines, tests, scripts and docs', () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/docs\/product\.md#([\w-]+)/g)].filter((match) => !anchors.has(match[1]!)).map((match) => `${path}: #${match[1]}`),
    );
    const internal = [...product.matchAll(/\]\(#([\w-]+)\)/g)]
      .filter((match) => !anchors.has(match[1]!))
      .map((match) => `docs/product.md: #${match[1]}`);
    expect([...missing, ...internal], 'cited anchors that docs/product.md does not define').toEqual([]);
  });
});

// The § sign is written as an escape so this file does not cite itself.
const SECTION_CITATION = /\u00a7\d/g;
// Citations of other documents keep their own numbering: the design notes (DESIGN.md), OWASP ASVS
// and RFCs, e.g. "(DESIGN §4)", "(ASVS 5.0 §6.3, §7)", "(RFC 9110 §11.1)".
const OTHER_DOCUMENT = /(?:DESIGN(?:\.md)?|ASVS(?: \d+(?:\.\d+)*)?|RFC \d+)[^()]{0,45}$/;

describe('no citation of the former specification', () => {
  it('leaves no "\u00a7N" citation: each is a docs/product.md#<anchor> link', () => {
    const cited = files
      .map(({ path, text }) => ({
        path,
        count: [...text.matchAll(SECTION_CITATION)].filter(
          (match) => !OTHER_DOCUMENT.test(text.slice(Math.max(0, match.index - 60), match.index)),
        ).length,
      }))
      .filter(({ count }) => count > 0);
    const total = cited.reduce((sum, { count }) => sum + count, 0);
    const listed = cited
      .slice(0, 15)
      .map(({ path, count }) => `  ${path} (${count})`)
      .join('\n');
    expect(
      cited.length,
      `${total} citation(s) of the former specification in ${cited.length} file(s), e.g.:\n${listed}\n` +
        'Run `node --import tsx scripts/link-product-rules.ts` to link them to docs/product.md, then ' +
        '`npm run diagrams` (docs/flows is generated from the machines).',
    ).toBe(0);
  });
});

/** The dictionary the product speaks: the entry's areas and the page modules beside it. */
const dictionary: Readonly<Record<string, unknown>> = { ...fr, authPages, signup, subscriptionPages, supportPages, coachingPages };

function textAt(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      dictionary,
    );
}

/** A table cell that names a dictionary key: `area.path.to.text`, the area one of the dictionary's. */
function keyOfCell(cell: string): string | null {
  const match = /^`([A-Za-z]+(?:\.[A-Za-z0-9]+)+)`$/.exec(cell.trim());
  return match && Object.hasOwn(dictionary, match[1]!.split('.')[0]!) ? match[1]! : null;
}

const quoted = product
  .split('\n')
  .filter((line) => line.trimStart().startsWith('|'))
  .flatMap((line) => {
    const cells = line.trim().slice(1, -1).split('|');
    return cells.flatMap((cell, index) => {
      const key = keyOfCell(cell);
      return key !== null && index > 0 ? [{ key, shown: cells[index - 1]!.trim() }] : [];
    });
  });

describe('French messages quoted in docs/product.md', () => {
  it('quotes the error catalogue, the field rules and the status labels', () => {
    expect(quoted.length).toBeGreaterThan(100);
    for (const key of [
      'authServer.wrongCredentials',
      'signup.callback.success',
      'subscriptionServer.unsubscribeFailed',
      'server.tooManyRequests',
      'validation.duplicate',
      'supportPages.status.locked',
    ]) {
      expect(quoted.map((entry) => entry.key)).toContain(key);
    }
  });

  it('quotes each message exactly as the dictionary (src/i18n/fr) has it', () => {
    const drifted = quoted
      .filter(({ key, shown }) => textAt(key) !== shown)
      .map(({ key, shown }) => ({ key, doc: shown, dictionary: textAt(key) ?? '(no such key)' }));
    expect(drifted, 'docs/product.md and src/i18n/fr disagree: change both in the same commit').toEqual([]);
  });
});
