import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firstAnswerOr } from '../../../server/http/first-answer.ts';

/**
 * The job queue starts once the restarted server has answered its first visitor:
 * `firstAnswerOr` settles when that answer is sent — not when the request arrives — or after the
 * grace period when nobody came.
 */

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server whose answers the test releases by hand. */
async function heldServer(): Promise<{ url: string; release: () => void }> {
  const waiting: (() => void)[] = [];
  server = createServer((_request, response) => waiting.push(() => response.end('ok')));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

const settledYet = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setImmediate(() => resolve(false)))]);

describe('firstAnswerOr: what can wait, waits for the first answer', () => {
  it('settles once the first answer is sent, not when the request arrives', async () => {
    const { url, release } = await heldServer();
    const firstAnswer = firstAnswerOr(server as Server, 60_000);
    const arrived = new Promise<void>((resolve) => server?.once('request', () => resolve()));
    const answer = fetch(url).then((response) => response.text());
    await arrived;
    expect(await settledYet(firstAnswer)).toBe(false);
    release();
    expect(await answer).toBe('ok');
    await firstAnswer;
  });

  it('settles after the grace period when nobody came', async () => {
    await heldServer();
    const started = performance.now();
    await firstAnswerOr(server as Server, 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('settles when the first visitor leaves before his answer', async () => {
    const { url } = await heldServer();
    const firstAnswer = firstAnswerOr(server as Server, 60_000);
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => server?.once('request', () => resolve()));
    const answer = fetch(url, { signal: controller.signal }).catch((error: unknown) => error);
    await arrived;
    controller.abort();
    await answer;
    await firstAnswer;
    expect(await settledYet(firstAnswer)).toBe(true);
  });
});
