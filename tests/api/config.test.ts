import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../src/domain/public-config.ts';
import { PROJECT_ROOT } from '../../server/build-info.ts';
import { CONFIG_ERROR_EXIT_CODE, ConfigError, loadConfig, toPublicConfig, type Env } from '../../server/config.ts';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../../server/jwt-secret.ts';

const SECRET = 'a-production-secret-of-at-least-32-chars!';

function configError(env: Env): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives working defaults for `npm start` with no environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      host: '0.0.0.0',
      port: 3000,
      siteName: 'Galant',
      siteUrl: 'http://localhost:3000',
      gtmId: null,
      translationScriptUrl: null,
      signupToken: 'galant-essai',
      jwtSecret: null,
      seedDemo: true,
      mail: { smtpUrl: null, from: '"Galant" <no-reply@localhost>' },
    });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: join(process.cwd(), 'data', 'db') });
  });

  it('derives SITE_URL from PORT, treats blank variables as unset and switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: ' ', DATABASE_URL: 'postgres://galant:pw@db:5432/galant' });
    expect(config.siteUrl).toBe('http://localhost:8080');
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ driver: 'pg', url: 'postgres://galant:pw@db:5432/galant', poolMax: 20 });
    expect(loadConfig({ DATABASE_URL: 'postgres://galant:pw@db:5432/galant', DATABASE_POOL_MAX: '50' }).database).toMatchObject({
      poolMax: 50,
    });
    expect(configError({ DATABASE_POOL_MAX: '1' }).issues[0]?.variable).toBe('DATABASE_POOL_MAX');
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ driver: 'pglite', dataDir: null });
  });

  it('rejects a bad PORT with a clear message', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.issues).toEqual([{ variable: 'PORT', message: 'doit être un entier entre 1 et 65535 (reçu « abc »)' }]);
    expect(error.message).toBe('Configuration invalide: PORT: doit être un entier entre 1 et 65535 (reçu « abc »)');
    expect(configError({ PORT: '70000' }).issues[0]?.variable).toBe('PORT');
  });

  it('requires JWT_SECRET in production, at least 32 characters', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toMatch(/^Configuration invalide: JWT_SECRET: obligatoire en production/);
    const short = configError({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' });
    expect(short.issues).toEqual([{ variable: 'JWT_SECRET', message: 'doit contenir au moins 32 caractères' }]);
    // The secret is never echoed back.
    expect(short.message).not.toContain('short-secret');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX_ONLY: 'true' })).toMatchObject({
      isProduction: true,
      jwtSecret: SECRET,
      seedDemo: false,
    });
  });

  it('refuses production without SMTP_URL unless the outbox-only mode is chosen explicitly', () => {
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: SECRET }).issues).toEqual([
      { variable: 'SMTP_URL', message: expect.stringContaining('MAIL_OUTBOX_ONLY=true') },
    ]);
    // Both production requirements are named at once.
    expect(configError({ NODE_ENV: 'production' }).issues.map((issue) => issue.variable)).toEqual(['JWT_SECRET', 'SMTP_URL']);
    const outboxOnly = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX_ONLY: 'true' });
    expect(outboxOnly.mail).toMatchObject({ smtpUrl: null, outboxOnly: true });
    const smtp = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://u:p@mail:587' });
    expect(smtp.mail).toMatchObject({ smtpUrl: 'smtp://u:p@mail:587', outboxOnly: false });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust everything"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    for (const bad of ['true', 'yes', '*', '0.0.0.0/0x', 'proxy.example.com', '11']) {
      expect(configError({ TRUST_PROXY: bad }).issues[0]?.variable).toBe('TRUST_PROXY');
    }
  });

  it('picks the payment provider from PAYMENT_PROVIDER: the sandbox by default, nothing unknown', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).payments).toEqual({ provider: 'sandbox' });
    expect(configError({ PAYMENT_PROVIDER: 'stripe' }).issues).toEqual([
      { variable: 'PAYMENT_PROVIDER', message: 'valeurs possibles : sandbox (reçu « stripe »)' },
    ]);
  });

  it('rejects a GTM_ID that is not GTM-XXXX', () => {
    const error = configError({ GTM_ID: 'UA-1234' });
    expect(error.issues).toEqual([
      { variable: 'GTM_ID', message: 'doit avoir la forme GTM-XXXX (lettres majuscules et chiffres) (reçu « UA-1234 »)' },
    ]);
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD' }).gtmId).toBe('GTM-AB12CD');
  });

  it('links the home page button to the demo traffic token unless another (or none) is set', () => {
    expect(configError({ SIGNUP_TOKEN: 'a b' }).issues.map((issue) => issue.variable)).toEqual(['SIGNUP_TOKEN']);
    expect(loadConfig({ SIGNUP_TOKEN: 'printemps-2027' }).signupToken).toBe('printemps-2027');
    // Without demo data there is no demo token to link to.
    expect(loadConfig({ SEED_DEMO: 'false' }).signupToken).toBeNull();
  });

  it('logs readably in a development terminal only: JSON in a pipe, in tests and in production, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, { terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { terminal: false }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }, { terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, MAIL_OUTBOX_ONLY: 'true' }, { terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }, { terminal: true }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/LOG_FORMAT.*pretty, json/);
  });

  it('lists every bad variable at once, without echoing URLs that may hold passwords', () => {
    const error = configError({
      PORT: '0',
      GTM_ID: 'nope',
      NODE_ENV: 'staging',
      SMTP_URL: 'http://user:hunter2@mail',
      TRANSLATION_SCRIPT_URL: 'javascript:alert(1)',
      LOG_LEVEL: 'loud',
    });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(
      ['GTM_ID', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'SMTP_URL', 'TRANSLATION_SCRIPT_URL'].sort(),
    );
    expect(error.message).not.toContain('hunter2');
  });
});

describe('toPublicConfig', () => {
  it('exposes the footer, tag manager and translation settings and the build id, never a secret', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      GTM_ID: 'GTM-XYZ123',
      TRANSLATION_SCRIPT_URL: 'https://translate.example.com/element.js',
      SITE_NAME: 'Galant Test',
      PUBLISHER_NAME: 'Éditions Test',
    });
    const publicConfig = toPublicConfig(config, 'build-7');
    expect(publicConfigSchema.parse(publicConfig)).toEqual(publicConfig);
    expect(publicConfig).toMatchObject({
      siteName: 'Galant Test',
      gtmId: 'GTM-XYZ123',
      translationScriptUrl: 'https://translate.example.com/element.js',
      buildId: 'build-7',
      publisher: { name: 'Éditions Test' },
    });
    expect(JSON.stringify(publicConfig)).not.toContain(SECRET);
  });
});

describe('JWT secret outside production', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once in DATA_DIR/jwt-secret (mode 0600) and reused by the next load', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'galant-config-')), 'data');
    dirs.push(join(dataDir, '..'));

    const first = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    const second = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }));

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET and refuses a corrupted secret file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'galant-config-'));
    dirs.push(dataDir);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET })).jwtSecret).toBe(SECRET);

    writeFileSync(join(dataDir, JWT_SECRET_FILE), 'too short');
    expect(() => resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toThrow(ConfigError);
  });
});

describe('server/main.ts with a bad configuration', () => {
  it(`prints the reason and exits ${CONFIG_ERROR_EXIT_CODE} before touching anything`, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env['PATH'], PORT: 'abc', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(CONFIG_ERROR_EXIT_CODE);
    expect(result.stderr).toContain('Configuration invalide: PORT: doit être un entier entre 1 et 65535 (reçu « abc »)');
  });
});
