/**
 * One-off codemod: every citation of a numbered section of the former specification,
 * which lives outside the repository, becomes a link to the section of docs/product.md that holds
 * the same rules: section 1 → docs/product.md#product … section 9 → docs/product.md#limits.
 *
 *   node --import tsx scripts/link-product-rules.ts --dry-run   # prints what it would change
 *   node --import tsx scripts/link-product-rules.ts             # rewrites the files
 *
 * Trees: server, src, views, machines, tests, scripts, docs (not docs/product.md, not
 * node_modules or dist). docs/flows is generated from the machines' descriptions: it is left to
 * `npm run diagrams`, run after this script. Citations of other documents keep their numbers (the
 * design notes DESIGN.md, OWASP ASVS, RFCs).
 *
 * Phrasing, so comments still read as sentences ([8] stands for the section sign and 8; this file
 * holds no real citation, as the product-rules test scans it):
 *   "see [8]", "([8])", "([2], [6])"   → the link in place of the citation;
 *   "the [8] message of its kind"      → "the message (docs/product.md#errors) of its kind";
 *   "[8] message in the dialog"        → "message (docs/product.md#errors) in the dialog";
 *   "in [8]’s tables"                  → "in the tables (docs/product.md#errors)";
 *   "[2]/[6]"                          → "docs/product.md#routes and docs/product.md#roles";
 *   anything else ("[2] lists …", "([8] message on failure)") → the link in place of the citation.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SECTION = '\u00a7';
const ANCHORS: Readonly<Record<string, string>> = {
  '1': 'product',
  '2': 'routes',
  '3': 'entities',
  '4': 'states',
  '5': 'validation',
  '6': 'roles',
  '7': 'calls',
  '8': 'errors',
  '9': 'limits',
};
const link = (section: string): string => `docs/product.md#${ANCHORS[section]}`;

const root = join(import.meta.dirname, '..');
const TREES = ['server', 'src', 'views', 'machines', 'tests', 'scripts', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.git']);
const SKIPPED_PATHS = new Set(['docs/product.md']);
const GENERATED_DIR = 'docs/flows/';
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|css|json|html|svg|sql|sh|ya?ml|txt)$/;

/** The same rule as tests/unit/product-rules.test.ts: a citation of another document keeps its number. */
const OTHER_DOCUMENT = /(?:DESIGN(?:\.md)?|ASVS(?: \d+(?:\.\d+)*)?|RFC \d+)[^()]{0,45}$/;

/** A citation: the section number, an optional sub-number, an optional possessive. */
const CITATION = new RegExp(`${SECTION}(\\d+)(?:\\.(\\d+))?((?:’|')s)?`, 'g');
/** Two sections joined by a slash. */
const PAIR = new RegExp(`${SECTION}(\\d)/${SECTION}(\\d)\\b`, 'g');

/** Words a citation may stand before as a subject ("[2] lists …"): the citation is not moved. */
const VERBS = new Set(
  'asks lists names says wants gives show shows go goes come comes stay stays read reads become leaves requires allows calls keeps brings needs defines is has does lets describes mentions covers holds puts notes'.split(
    ' ',
  ),
);
/** Words that may follow a noun phrase: the phrase ends before them. */
const AFTER_PHRASE = new Set([
  ...'of on in for with from to as at by into is are was be when while then once that which still only also too instead here there first next below above'.split(
    ' ',
  ),
  ...'checked shown quoted written kept stored sent raised given'.split(' '),
  ...VERBS,
]);
/** Words before a citation that make it a modifier of the noun that follows ("the [8] message"). */
const DETERMINERS = new Set('the a an its their his her our each every same one this no any both other'.split(' '));
const NOT_LAST = new Set([...DETERMINERS, 'and', 'or']);

/**
 * The noun phrase a citation stands before, when it is short and clearly ends: one to three words
 * (an inner "and"/"or" allowed) followed by punctuation or a word of AFTER_PHRASE. Null otherwise.
 */
export function nounPhrase(after: string): string | null {
  const words = /^ ((?:[A-Za-z][a-z-]*)(?: [a-z][a-z-]*){0,4})/.exec(after)?.[1]?.split(' ') ?? [];
  const first = words[0];
  if (first === undefined || VERBS.has(first) || DETERMINERS.has(first.toLowerCase())) return null;
  for (let count = words.length; count >= 1; count -= 1) {
    const phrase = words.slice(0, count);
    const content = phrase.filter((word) => word !== 'and' && word !== 'or');
    if (content.length > 3 || NOT_LAST.has(phrase[count - 1]!) || phrase.slice(1).some((word) => AFTER_PHRASE.has(word))) continue;
    const text = phrase.join(' ');
    const rest = after.slice(1 + text.length);
    const next = /^ ([a-z]+)\b/.exec(rest)?.[1];
    if (/^([,.;:)!?"`]|’(?!s)|'(?!s))/.test(rest) || (next !== undefined && AFTER_PHRASE.has(next))) return text;
  }
  return null;
}

/**
 * Where a moved citation reads well: after a determiner ('after'), or at the start of a comment,
 * line, sentence or string ('start', where the phrase takes a capital). Null elsewhere.
 */
function phrasePlace(before: string): 'after' | 'start' | null {
  const word = /([A-Za-z]+) $/.exec(before)?.[1];
  if (word !== undefined) return DETERMINERS.has(word.toLowerCase()) ? 'after' : null;
  const start = /(^|\n)[ \t]*(\/\/|\/?\*+|#+|-)?[ \t]*$/.test(before) || /['"`]$/.test(before) || /[.!?]\s+$/.test(before);
  return start ? 'start' : null;
}
const capitalisedAt = (place: 'after' | 'start' | null, text: string): string =>
  place === 'start' ? text.charAt(0).toUpperCase() + text.slice(1) : text;

export interface Change {
  line: number;
  before: string;
  after: string;
}
export interface Rewrite {
  text: string;
  /** Citations linked. */
  linked: number;
  changes: Change[];
  /** Citations left as they are, or worth a look, with why. */
  notes: string[];
}

export function rewrite(source: string): Rewrite {
  const notes: string[] = [];
  let linked = 0;
  const paired = source.replace(PAIR, (whole: string, a: string, b: string) => {
    if (!ANCHORS[a] || !ANCHORS[b]) return whole;
    linked += 2;
    return `${link(a)} and ${link(b)}`;
  });
  const lineOf = (index: number): number => paired.slice(0, index).split('\n').length;
  let text = '';
  let cursor = 0;
  for (const match of paired.matchAll(CITATION)) {
    const [whole, section = '', sub, possessive] = match;
    const before = paired.slice(Math.max(0, match.index - 60), match.index);
    if (OTHER_DOCUMENT.test(before)) {
      notes.push(`line ${lineOf(match.index)}: kept ${whole}, it cites another document`);
      continue;
    }
    if (!ANCHORS[section]) {
      notes.push(`line ${lineOf(match.index)}: kept ${whole}, no such section in docs/product.md`);
      continue;
    }
    if (sub !== undefined) notes.push(`line ${lineOf(match.index)}: ${whole} linked to its whole section`);
    linked += 1;
    const end = match.index + whole.length;
    const phrase = nounPhrase(paired.slice(end));
    text += paired.slice(cursor, match.index);
    cursor = end;
    const place = phrasePlace(before);
    if (phrase !== null && (possessive !== undefined || place !== null)) {
      const shown = capitalisedAt(place, possessive === undefined ? phrase : `the ${phrase}`);
      text += `${shown} (${link(section)})`;
      cursor = end + 1 + phrase.length;
    } else {
      // With no clear phrase a possessive is dropped: "in [8]’s" → "in <link>".
      text += link(section);
    }
  }
  text += paired.slice(cursor);
  return { text, linked, changes: diffLines(source, text), notes };
}

function diffLines(before: string, after: string): Change[] {
  const a = before.split('\n');
  const b = after.split('\n');
  return a.flatMap((line, index) => (line === b[index] ? [] : [{ line: index + 1, before: line.trim(), after: (b[index] ?? '').trim() }]));
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) && statSync(path).size < 2_000_000 ? [path] : [];
  });
}

function main(): void {
  const dryRun = process.argv.includes('--dry-run');
  let files = 0;
  let citations = 0;
  const generated: string[] = [];
  for (const path of TREES.flatMap((tree) => textFiles(join(root, tree)))) {
    const name = relative(root, path);
    if (SKIPPED_PATHS.has(name)) continue;
    const source = readFileSync(path, 'utf8');
    if (!source.includes(SECTION)) continue;
    if (name.startsWith(GENERATED_DIR)) {
      generated.push(name);
      continue;
    }
    const { text, linked, changes, notes } = rewrite(source);
    for (const note of notes) console.log(`${name}: ${note}`);
    if (linked === 0) continue;
    files += 1;
    citations += linked;
    console.log(`${name}: ${linked}`);
    if (dryRun) {
      for (const change of changes)
        console.log(`  ${change.line}: ${change.before}\n  ${' '.repeat(String(change.line).length)}→ ${change.after}`);
    } else {
      writeFileSync(path, text);
    }
  }
  console.log(`\n${dryRun ? 'Would link' : 'Linked'} ${citations} citation(s) in ${files} file(s).`);
  if (generated.length > 0) {
    console.log(
      `${generated.length} file(s) under ${GENERATED_DIR} are generated from the machines: run \`npm run diagrams\`${dryRun ? ' after applying' : ' now'}.`,
    );
  }
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) main();
