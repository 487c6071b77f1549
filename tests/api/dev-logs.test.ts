import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users.ts';
import { startBanner } from '../../server/start-banner.ts';
import { createTestApp, testConfig, type TestApp } from '../support/server/test-app.ts';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' };

describe('logs in a developer terminal (LOG_FORMAT=pretty)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { logFormat: 'pretty' } });
  });
  afterAll(() => testApp.close());

  it('writes one line per answered request, with its status and time, and masks query secrets', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: BROWSER });
    await testApp.app.inject({ method: 'GET', url: '/api/nope?t=secret-ticket-token', headers: BROWSER });
    const mine = (id: string) => testApp.logs().filter((line) => line.reqId === id);

    expect(mine(String(first.headers['x-request-id'])).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
    ]);
    const messages = testApp.logs().map((line) => String(line.msg));
    expect(messages.filter((msg) => /^GET \/api\/nope\?t=\*\*\* 404 \d+ ms$/.test(msg))).toHaveLength(1);
    expect(messages.filter((msg) => msg === 'incoming request' || msg === 'request completed')).toEqual([]);
    expect(JSON.stringify(testApp.logs())).not.toContain('secret-ticket-token');
  });

  it("writes nothing for the API calls the server's own page rendering makes (their page has its line)", async () => {
    const before = testApp.logs().length;
    // Server-side rendering reaches the API by inject, whose user agent is light-my-request's.
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(testApp.logs().slice(before)).toEqual([]);
  });
});

describe('the start banner', () => {
  it('names the address, every demo account with its password, the outbox and the staff pages', () => {
    const banner = startBanner(testConfig({ NODE_ENV: 'development' }), 'http://localhost:3000', { driver: 'pglite', startupMs: 2_500 });
    expect(banner).toContain('http://localhost:3000   (2.5 s, pglite)');
    for (const account of DEMO_ACCOUNTS)
      expect(banner).toMatch(new RegExp(`${account.email} / ${account.password} +${account.purpose.replace(/[()]/g, '\\$&')}`));
    expect(banner).toContain('http://localhost:3000/dev/outbox');
    expect(banner).toContain('http://localhost:3000/staff/flows');
  });

  it('lists no demo account and no outbox in production, where neither exists', () => {
    const production = testConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ONLY: 'true' });
    const banner = startBanner(production, 'https://galant.example', { driver: 'pg', startupMs: 900 });
    expect(banner).not.toContain('@galant.test');
    expect(banner).not.toContain('/dev/outbox');
  });
});
