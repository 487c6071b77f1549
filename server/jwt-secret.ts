import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type AppConfig, type ServerConfig } from './config.ts';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Supplies the JWT signing secret. JWT_SECRET wins; outside production a random secret is created
 * once in DATA_DIR/jwt-secret (mode 0600) and reused, so tokens survive a restart of `npm start`.
 * Production never reaches the file: loadConfig already demands JWT_SECRET there.
 */
export function resolveJwtSecret(config: AppConfig): ServerConfig {
  if (config.jwtSecret !== null) return { ...config, jwtSecret: config.jwtSecret };
  if (config.isProduction) {
    throw new ConfigError([{ variable: 'JWT_SECRET', message: 'obligatoire en production' }]);
  }
  return { ...config, jwtSecret: readOrCreateSecret(join(config.dataDir, JWT_SECRET_FILE)) };
}

function readOrCreateSecret(path: string): string {
  const existing = readSecret(path);
  if (existing !== null) return existing;
  mkdirSync(join(path, '..'), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created it meanwhile, keep theirs (read below).
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const raced = readSecret(path);
      if (raced !== null) return raced;
    }
    throw error;
  }
}

function readSecret(path: string): string | null {
  let content: string;
  try {
    content = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  if (content.length < 32) {
    throw new ConfigError([
      { variable: 'JWT_SECRET', message: `le fichier ${path} est corrompu : supprimez-le pour en générer un nouveau` },
    ]);
  }
  // Someone loosened the mode (copy, umask): tighten it, the secret signs every session.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return content;
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
