import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Env, type ServerConfig } from '../../../server/config.ts';
import { resolveJwtSecret } from '../../../server/jwt-secret.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/**
 * The configuration tests start from: what `npm start` would parse, with a fixed secret and quiet
 * output. Its own module, without the server: the API tests' global setup seeds its template with it.
 */
export function testConfig(env: Env = {}, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    // Never created: tests use an in-memory or throw-away database and a fixed secret.
    DATA_DIR: join(tmpdir(), 'galant-test-data-unused'),
    SITE_URL: 'http://localhost:3000',
    ...env,
  });
  return { ...resolveJwtSecret(config), ...overrides };
}
