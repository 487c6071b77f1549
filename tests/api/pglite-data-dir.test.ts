import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createPgliteDataDir, pgliteDataDirFromEnv, pgliteDataDirIsNew } from '../../server/db/pglite-data-dir.mjs';

describe('the PGlite folder start.mjs creates before the server loads', () => {
  const root = mkdtempSync(join(tmpdir(), 'galant-pglite-dir-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is the folder the configuration opens, read from the same environment', () => {
    const envs: Record<string, string>[] = [
      {},
      { DATA_DIR: root },
      { DATA_DIR: ` ${root} ` },
      { DATA_DIR: '   ' },
      { DATA_DIR: 'relative/data' },
      { DATABASE_URL: 'memory://' },
      { DATABASE_URL: 'postgres://galant:pw@db:5432/galant', DATA_DIR: root },
      { DATABASE_URL: ' ', DATA_DIR: root },
    ];
    for (const env of envs) {
      const target = loadConfig(env).database;
      expect(pgliteDataDirFromEnv(env), JSON.stringify(env)).toBe(target.driver === 'pglite' ? target.dataDir : null);
    }
  });

  it('makes a cluster once: a second call finds it made and leaves it', async () => {
    const dataDir = join(root, 'data', 'db');
    expect(pgliteDataDirIsNew(dataDir)).toBe(true);
    // initdb in a child process: seconds of CPU.
    expect(await createPgliteDataDir(dataDir)).toBe(true);
    expect(readdirSync(dataDir)).toContain('PG_VERSION');
    expect(pgliteDataDirIsNew(dataDir)).toBe(false);
    expect(await createPgliteDataDir(dataDir)).toBe(false);
    // No scratch folder left beside it.
    expect(readdirSync(join(root, 'data'))).toEqual(['db']);
  }, 120_000);
});
