import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, constants } from 'node:http2';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, startTlsFront, type TlsFront } from '../../../scripts/bench/tls-front.ts';

/**
 * The Lighthouse bench's HTTP/2 front (LIGHTHOUSE_FRONT=tls): what a browser sends over HTTP/2
 * reaches the server as HTTP/1.1 with the same method, path, headers and body, and the server's
 * answer comes back whole, without the headers HTTP/2 forbids.
 */

let upstream: Server;
let front: TlsFront;
const seen: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: string }[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(201, { 'content-type': 'text/plain', connection: 'keep-alive', 'set-cookie': ['a=1', 'b=2'] });
      response.end(`answer to ${request.method} ${request.url}`);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startTlsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, selfSignedCertificate());
});

afterAll(async () => {
  await front.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

function http2Request(path: string, method: string, body?: string) {
  // The certificate is made for the run: the test trusts it the way the bench's Chromium does.
  const session = connect(front.url, { rejectUnauthorized: false });
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string; protocol: string | undefined }>(
    (resolve, reject) => {
      const stream = session.request({
        [constants.HTTP2_HEADER_METHOD]: method,
        [constants.HTTP2_HEADER_PATH]: path,
        cookie: 'session=abc',
      });
      let headers: Record<string, unknown> = {};
      let text = '';
      stream.on('response', (received) => (headers = received));
      stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => {
        resolve({ status: Number(headers[constants.HTTP2_HEADER_STATUS]), headers, body: text, protocol: session.alpnProtocol });
        session.close();
      });
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

describe('the bench’s HTTP/2 front', () => {
  it('speaks HTTP/2 over TLS and passes a request and its answer through', async () => {
    const answer = await http2Request('/api/things?x=1', 'POST', '{"name":"Léa"}');
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('answer to POST /api/things?x=1');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers['connection']).toBeUndefined();
    const request = seen.at(-1);
    expect(request?.body).toBe('{"name":"Léa"}');
    expect(request?.headers?.['cookie']).toBe('session=abc');
    expect(request?.headers?.['x-forwarded-proto']).toBe('https');
    expect(request?.headers?.['host']).toBe(new URL(front.url).host);
  });

  it('answers 502 when the server hangs up without answering', async () => {
    const hangUp = createNetServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const orphan = await startTlsFront(`http://127.0.0.1:${(hangUp.address() as AddressInfo).port}`, selfSignedCertificate());
    try {
      const session = connect(orphan.url, { rejectUnauthorized: false });
      session.on('error', () => undefined);
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ [constants.HTTP2_HEADER_PATH]: '/' });
        stream.on('response', (headers) => resolve(Number(headers[constants.HTTP2_HEADER_STATUS])));
        stream.on('error', reject);
        stream.end();
      });
      session.close();
      expect(status).toBe(502);
    } finally {
      await orphan.close();
      await new Promise<void>((resolve) => hangUp.close(() => resolve()));
    }
  });

  it('closes while a browser still holds its connection open', async () => {
    const other = await startTlsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, selfSignedCertificate());
    const session = connect(other.url, { rejectUnauthorized: false });
    session.on('error', () => undefined);
    const closedByFront = new Promise<void>((resolve) => session.once('close', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const stream = session.request({ [constants.HTTP2_HEADER_PATH]: '/kept-open' });
      stream.on('error', reject);
      stream.resume().on('end', () => resolve());
      stream.end();
    });
    await other.close();
    await closedByFront;
    expect(session.destroyed).toBe(true);
  });
});
