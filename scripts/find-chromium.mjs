// Where Chromium is on this machine, for Playwright (never downloaded: see README).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightCacheCandidates() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((name) => name.startsWith('chromium'))
    .flatMap((name) => [join(cache, name, 'chrome-linux', 'chrome'), join(cache, name, 'chrome-linux64', 'chrome')]);
}

/** The first Chromium found: CHROMIUM_PATH, Debian's, then Playwright's cache; null if none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', ...playwrightCacheCandidates()].filter(
    Boolean,
  );
  return candidates.find((path) => existsSync(path)) ?? null;
}

export const INSTALL_HINT =
  'Chromium was not found. Install it with:\n' +
  '  sudo apt-get update && sudo apt-get install -y chromium\n' +
  'or point CHROMIUM_PATH at a Chromium binary. (Do not run `npx playwright install`.)';
