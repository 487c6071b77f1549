import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm run build` puts the client and the SSR entry. */
export interface WebBuild {
  /** dist/client: hashed assets, index.html template, builds/latest.json. */
  clientDir: string;
  /** dist/server/entry-server.js */
  serverEntry: string;
}

/** The build in dist/, or null when the client has not been built (API-only server). */
export function findWebBuild(root: string = PROJECT_ROOT): WebBuild | null {
  const build = { clientDir: join(root, 'dist', 'client'), serverEntry: join(root, 'dist', 'server', 'entry-server.js') };
  return existsSync(join(build.clientDir, 'index.html')) && existsSync(build.serverEntry) ? build : null;
}

const latestBuildSchema = z.object({ buildId: z.string().min(1) });

/** The build id the client polls (builds/latest.json); 'dev' without a build. */
export function readBuildId(clientDir: string | null): string {
  if (clientDir === null) return 'dev';
  try {
    const parsed = latestBuildSchema.safeParse(JSON.parse(readFileSync(join(clientDir, 'builds', 'latest.json'), 'utf8')));
    return parsed.success ? parsed.data.buildId : 'dev';
  } catch {
    return 'dev';
  }
}

const packageSchema = z.object({ version: z.string() });

/** package.json version with the build id as semver build metadata: 0.1.0+3f2a9c. */
export function readAppVersion(buildId: string, root: string = PROJECT_ROOT): string {
  const { version } = packageSchema.parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
  return `${version}+${buildId}`;
}
