import type { ServerConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-users.ts';

/**
 * What a developer needs once `npm start` is ready, printed in a terminal (pretty logs): where the
 * site is, how to sign in as each kind of user, where the mails are, where the staff pages are.
 * JSON logs carry the same facts in the "is listening" line instead.
 */
export function startBanner(config: ServerConfig, url: string, details: { driver: string; startupMs: number }): string {
  const lines = ['', `  ${config.siteName} is ready: ${url}   (${(details.startupMs / 1000).toFixed(1)} s, ${details.driver})`];
  if (config.seedDemo) {
    const width = Math.max(...DEMO_ACCOUNTS.map(({ email, password }) => email.length + password.length + 3));
    lines.push('', '  Demo accounts (sign in at /login):');
    for (const { email, password, purpose } of DEMO_ACCOUNTS) lines.push(`    ${`${email} / ${password}`.padEnd(width)}  ${purpose}`);
  }
  if (!config.isProduction) lines.push('', `  Mails sent (development outbox): ${url}/dev/outbox`);
  lines.push(`  Staff: ${url}/staff (coach: tickets)   ${url}/staff/flows (analyst: funnel counts)`, '');
  return lines.join('\n');
}
