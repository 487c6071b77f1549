import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * French typography over the whole dictionary: every module of src/i18n/fr, the
 * ones the entry registers and the ones lazy pages or the server import themselves, walked through
 * their exports so that a new file is checked without being listed here.
 *
 * Rules (the dictionary's convention, written once here):
 * - a NARROW NO-BREAK SPACE U+202F before « ; : ! ? » and after «, before » — never an ordinary
 *   space, a no-break space U+00A0, or nothing;
 * - one apostrophe: the curly ’ (U+2019), never the straight ' (U+0027);
 * - "e-mail" never splits at its hyphen: it is written with the NON-BREAKING HYPHEN U+2011
 *   ("e‑mail"), so no breakable "e-" remains.
 * Exceptions are the places where the sign is not French punctuation: "://" in an address, a time
 * "10:30", "?" opening a query string, and {{placeholders}}.
 */
const NNBSP = '\u202F';
const dir = fileURLToPath(new URL('../../src/i18n/fr/', import.meta.url));

interface Found {
  path: string;
  text: string;
}

function walk(value: unknown, path: string, out: Found[]): void {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, out);
}

async function dictionaryStrings(): Promise<Found[]> {
  const out: Found[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(dir + file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) walk(value, `${file}:${name}`, out);
  }
  return out;
}

/** Every violation of the rules above in one text, as short readable reasons. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  // Placeholders and addresses are not prose.
  const prose = text.replace(/\{\{[^}]*\}\}/g, 'X').replace(/[a-z]+:\/\/\S+/gi, 'URL');
  for (let i = 0; i < prose.length; i++) {
    const c = prose[i]!;
    const before = i > 0 ? prose[i - 1]! : '';
    const after = prose[i + 1] ?? '';
    if (';:!?»'.includes(c)) {
      if (c === ':' && /\d/.test(before) && /\d/.test(after)) continue; // a time, 10:30
      if (c === '?' && /[\w=&]/.test(after)) continue; // a query string
      // A run of marks ("?!", "…?") shares the space in front of the first one.
      if (';:!?'.includes(before)) continue;
      if (before !== NNBSP) faults.push(`${before === ' ' || before === '\u00A0' ? 'space' : 'nothing'} before "${c}" at ${i}`);
    }
    if (c === '«' && after !== NNBSP) faults.push(`no U+202F after "«" at ${i}`);
  }
  if (prose.includes("'")) faults.push('straight apostrophe');
  if (/\be-mail/i.test(prose)) faults.push('breakable "e-mail" (write e\u2011mail)');
  if (/\be-\s/i.test(prose)) faults.push('"e-" at a line end');
  return faults;
}

describe('French typography of the dictionary', () => {
  it('the rule itself: what passes and what does not', () => {
    expect(typographyFaults(`Bienvenue${NNBSP}!`)).toEqual([]);
    expect(typographyFaults('Bienvenue !')).toHaveLength(1);
    expect(typographyFaults('Bienvenue!')).toHaveLength(1);
    expect(typographyFaults('Bienvenue\u00A0!')).toHaveLength(1);
    expect(typographyFaults(`«${NNBSP}Résilier${NNBSP}»`)).toEqual([]);
    expect(typographyFaults('« Résilier »')).toHaveLength(2);
    expect(typographyFaults('l’accès')).toEqual([]);
    expect(typographyFaults("l'accès")).toEqual(['straight apostrophe']);
    expect(typographyFaults('votre e\u2011mail')).toEqual([]);
    expect(typographyFaults('votre e-mail')).toHaveLength(1);
    expect(typographyFaults('https://galant.fr/a?b=1 à 10:30, code {{code}}')).toEqual([]);
    expect(typographyFaults(`Vraiment${NNBSP}?!`)).toEqual([]);
  });

  it('every string of every src/i18n/fr module follows it', async () => {
    const strings = await dictionaryStrings();
    expect(strings.length).toBeGreaterThan(300);
    const faults = strings.flatMap(({ path, text }) => typographyFaults(text).map((f) => `${path}: ${f} — ${JSON.stringify(text)}`));
    expect(faults).toEqual([]);
  });
});
