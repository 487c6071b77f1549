import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SHARED, LIGHT_SHARED, sharedChunkGroups, sharedChunkOf, type ModuleGraph } from '../../../scripts/vite/shared-chunks.ts';

/** A module graph from `importer -> imported` edges; `lazy` modules are loaded with `import()` by the entry. */
function graph(edges: Array<[string, string]>, lazy: string[]): ModuleGraph {
  const ids = new Set(['entry', ...lazy, ...edges.flat()]);
  return {
    getModuleInfo: (id) =>
      ids.has(id)
        ? {
            importers: edges.filter(([, to]) => to === id).map(([from]) => from),
            dynamicImporters: lazy.includes(id) ? ['entry'] : [],
            isEntry: id === 'entry',
          }
        : null,
  };
}

const options = { lightPages: /^home$/, minImporters: 3 };
const chunkOf = (id: string, modules: ModuleGraph) => sharedChunkOf(id, modules, options);
const pages = ['home', 'login', 'account', 'contact'];

describe('shared chunks: where the code several pages share goes', () => {
  it('puts what a light page uses in the light chunk, even when form pages use it too', () => {
    const modules = graph(
      [
        ['home', 'format'],
        ['login', 'format'],
        ['account', 'format'],
        ['contact', 'format'],
      ],
      pages,
    );
    expect(chunkOf('format', modules)).toBe(LIGHT_SHARED);
  });

  it('puts what enough pages share in the app chunk, followed through the modules in between', () => {
    const modules = graph(
      [
        ['login', 'form'],
        ['account', 'form'],
        ['contact', 'ticket-form'],
        ['ticket-form', 'form'],
        ['form', 'schemas'],
      ],
      pages,
    );
    expect(chunkOf('form', modules)).toBe(APP_SHARED);
    expect(chunkOf('schemas', modules)).toBe(APP_SHARED);
  });

  it('counts the pages that import a lazily loaded module as reaching what it imports', () => {
    const modules = graph(
      [
        ['login', 'loader'],
        ['account', 'loader'],
        ['loader', 'schemas'],
      ],
      [...pages, 'loader'],
    );
    expect(chunkOf('schemas', modules)).toBe(APP_SHARED);
  });

  it('leaves code of one page, or of fewer pages than the threshold, to the bundler', () => {
    const modules = graph(
      [
        ['login', 'password-field'],
        ['account', 'password-field'],
        ['contact', 'ticket-list'],
      ],
      pages,
    );
    expect(chunkOf('password-field', modules)).toBeNull();
    expect(chunkOf('ticket-list', modules)).toBeNull();
  });

  it('never moves a lazily loaded module, the entry, what the entry imports, or a module it does not know', () => {
    const modules = graph(
      [
        ['login', 'account'],
        ['contact', 'account'],
        ['home', 'account'],
        ['entry', 'config'],
        ['login', 'config'],
        ['account', 'config'],
        ['contact', 'config'],
      ],
      pages,
    );
    expect(chunkOf('account', modules)).toBeNull();
    expect(chunkOf('entry', modules)).toBeNull();
    expect(chunkOf('config', modules)).toBeNull();
    expect(chunkOf('nowhere', modules)).toBeNull();
  });

  it('counts each page once through import cycles', () => {
    const two = graph(
      [
        ['login', 'a'],
        ['a', 'b'],
        ['b', 'a'],
        ['account', 'b'],
      ],
      pages,
    );
    expect(chunkOf('a', two)).toBeNull();
    const three = graph(
      [
        ['login', 'a'],
        ['a', 'b'],
        ['b', 'a'],
        ['account', 'b'],
        ['contact', 'a'],
      ],
      pages,
    );
    expect(chunkOf('a', three)).toBe(APP_SHARED);
    expect(chunkOf('b', three)).toBe(APP_SHARED);
  });
});

describe('shared chunks in a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'galant-shared-chunks-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const forms = ['login', 'account', 'contact'];
  const files: Record<string, string> = {
    'entry.js': [...forms, 'home'].map((page) => `import('./${page}.js');`).join('\n'),
    'home.js': `import { format } from './format.js';\nexport default () => format('home');`,
    // A form module that also imports what the home page uses: the app group must leave that to the light one.
    'form.js': `import { format } from './format.js';\nimport { check } from './schemas.js';\nexport const form = (value) => check(format(value));`,
    'format.js': `export const format = (value) => '«' + value + '»';`,
    'schemas.js': `export const check = (value) => value.length > 2;`,
    ...Object.fromEntries(forms.map((page) => [`${page}.js`, `import { form } from './form.js';\nexport default () => form('${page}');`])),
  };
  for (const [name, source] of Object.entries(files)) writeFileSync(join(root, name), source);

  const bundle = async () => {
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        rolldownOptions: {
          input: join(root, 'entry.js'),
          output: { codeSplitting: { groups: sharedChunkGroups({ lightPages: /[\\/]home\.js$/, minImporters: 3 }, 1) } },
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  };
  const holding = (chunks: Rolldown.OutputChunk[], file: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${file}`)));

  it('keeps what the home page shares in the light chunk, and the home page off the app chunk', async () => {
    const chunks = await bundle();
    expect(holding(chunks, 'format.js')?.name).toBe(LIGHT_SHARED);
    expect(holding(chunks, 'form.js')?.name).toBe(APP_SHARED);
    expect(holding(chunks, 'schemas.js')?.name).toBe(APP_SHARED);
    const home = holding(chunks, 'home.js');
    expect(home?.imports.map((file) => chunks.find((chunk) => chunk.fileName === file)?.name)).toEqual([LIGHT_SHARED]);
  });

  it('leaves every page its own chunk, the one its import() loads', async () => {
    const chunks = await bundle();
    for (const page of [...forms, 'home'])
      expect(holding(chunks, `${page}.js`)?.facadeModuleId, page).toMatch(new RegExp(`/${page}\\.js$`));
  });
});
