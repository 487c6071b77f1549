import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config.ts';
import { inlineStyleSources } from '../../server/http/inline-styles.ts';
import { helmetOptions, noncePool, registerSecurityHeaders } from '../../server/http/security-headers.ts';
import { createTestApp, testConfig, type TestApp } from '../support/server/test-app.ts';

/**
 * The security headers are computed once, only the CSP nonces are new per request. They
 * must be exactly what @fastify/helmet sent with the same options (helmetOptions), nonces aside, in
 * every configuration that changes them (production, the third parties of docs/product.md#calls).
 */

const THIRD_PARTIES = { GTM_ID: 'GTM-AB12CD', TRANSLATION_SCRIPT_URL: 'https://translate.example.com/widget/element.js?cb=init' };
const CONFIGS: Record<string, ServerConfig> = {
  development: testConfig(),
  'development, third parties': testConfig(THIRD_PARTIES),
  production: { ...testConfig(), isProduction: true },
  'production, third parties': { ...testConfig(THIRD_PARTIES), isProduction: true },
};

/** A bare server answering GET /page, its headers sent by `register`; and one route that opts out. */
async function serverWith(register: (app: FastifyInstance) => Promise<void> | void): Promise<FastifyInstance> {
  const app = Fastify();
  await register(app);
  app.get('/page', async (_request, reply) => ({ nonces: reply.cspNonce }));
  app.get('/own', { helmet: false }, async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send({}));
  await app.ready();
  return app;
}

const NONCE = /'nonce-[0-9a-f]{32}'/g;
/** The answer's headers but those Fastify itself writes, nonces replaced by a mark. */
function securityHeadersOf(response: LightMyRequestResponse): Record<string, string> {
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !own.has(name))
      .map(([name, value]) => [name, String(value).replace(NONCE, "'nonce-…'")]),
  );
}

describe('security headers computed once', () => {
  for (const [label, config] of Object.entries(CONFIGS)) {
    it(`are helmet's own, nonces aside (${label})`, async () => {
      const helmet = await serverWith(async (app) => {
        await app.register(fastifyHelmet, helmetOptions(config));
      });
      const ours = await serverWith((app) => registerSecurityHeaders(app, config));
      try {
        for (const path of ['/page', '/own']) {
          const expected = await helmet.inject({ method: 'GET', url: path });
          const actual = await ours.inject({ method: 'GET', url: path });
          expect(securityHeadersOf(actual), path).toEqual(securityHeadersOf(expected));
        }
        const policy = String((await ours.inject({ method: 'GET', url: '/page' })).headers['content-security-policy']);
        expect(policy.match(NONCE)).toHaveLength(2);
        expect(policy).toMatch(/script-src [^;]*'nonce-[0-9a-f]{32}'(;|$)/);
        expect(policy).toMatch(/style-src [^;]*'nonce-[0-9a-f]{32}'(;|$)/);
      } finally {
        await helmet.close();
        await ours.close();
      }
    });
  }

  it("allows the template's inline stylesheet by its hash, as helmet would", async () => {
    // SHA-256 of the empty string, base64: the CSP spec's own example of a hash source.
    const template = '<head><style></style><style nonce="x">a{}</style><style></style></head>';
    const sources = inlineStyleSources(template);
    expect(sources).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    const config = CONFIGS['production, third parties'] ?? testConfig();
    const helmet = await serverWith(async (app) => {
      await app.register(fastifyHelmet, helmetOptions(config, sources));
    });
    const ours = await serverWith((app) => registerSecurityHeaders(app, config, sources));
    try {
      const expected = await helmet.inject({ method: 'GET', url: '/page' });
      const actual = await ours.inject({ method: 'GET', url: '/page' });
      expect(securityHeadersOf(actual)).toEqual(securityHeadersOf(expected));
      expect(String(actual.headers['content-security-policy'])).toMatch(
        /style-src 'self' https:\/\/translate\.example\.com 'sha256-47DEQpj8HBSa\+\/TImW\+5JCeuQeRkm5NMpJWZG3hSuFU=' 'nonce-[0-9a-f]{32}'(;|$)/,
      );
    } finally {
      await helmet.close();
      await ours.close();
    }
  });

  it('gives every answer new nonces, the ones reply.cspNonce holds', async () => {
    const app = await serverWith((server) => registerSecurityHeaders(server, CONFIGS['development'] ?? testConfig()));
    try {
      const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/page' })));
      const nonces = answers.map((answer) => (answer.json() as { nonces: { script: string; style: string } }).nonces);
      for (const [index, answer] of answers.entries()) {
        const policy = String(answer.headers['content-security-policy']);
        const { script, style } = nonces[index] ?? { script: '', style: '' };
        expect(policy).toMatch(new RegExp(`script-src [^;]*'nonce-${script}'`));
        expect(policy).toMatch(new RegExp(`style-src [^;]*'nonce-${style}'`));
        expect(script).not.toBe(style);
      }
      expect(new Set(nonces.flatMap(({ script, style }) => [script, style])).size).toBe(6);
    } finally {
      await app.close();
    }
  });

  it('draws 128-bit nonces from a pool that never hands out the same bytes twice, across refills', () => {
    const next = noncePool();
    const nonces = Array.from({ length: 1000 }, next);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('security headers in the app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it("send the page policy with new nonces per request, and the content API's own", async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const policy = (answer: LightMyRequestResponse) => String(answer.headers['content-security-policy']);
    expect(policy(first)).not.toBe(policy(second));
    expect(policy(first).replace(NONCE, '')).toBe(policy(second).replace(NONCE, ''));
    expect(first.headers['x-frame-options']).toBe('DENY');

    const content = await testApp.app.inject({ method: 'GET', url: '/api/content/articles' });
    expect(content.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
