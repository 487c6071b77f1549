import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer, constants, type IncomingHttpHeaders, type ServerHttp2Session, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What stands in front of the server once deployed: a TLS terminator speaking HTTP/2 to browsers and
 * HTTP/1.1 to the server (a CDN, nginx, Caddy). Built for the bench from Node's own `http2`, with a
 * certificate made for the run; Chromium is told to trust it (`--ignore-certificate-errors-spki-list`).
 */
export interface TlsFront {
  url: string;
  close: () => Promise<void>;
}

// Headers HTTP/2 forbids, or that belong to one hop only (RFC 9113 §8.2.2).
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** The public key's SHA-256, base64: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spki: string;
}

/** A certificate for 127.0.0.1, valid two days, made with the system's openssl. */
export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'galant-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
    const hash = spawnSync('sh', [
      '-c',
      `openssl x509 -in '${certFile}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
    ]);
    if (hash.status !== 0) throw new Error('openssl could not hash the certificate');
    return { key: readFileSync(keyFile), cert: readFileSync(certFile), spki: hash.stdout.toString().trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves https://127.0.0.1:<port> over HTTP/2, passing every request to `upstream`. */
export async function startTlsFront(upstream: string, { key, cert }: Certificate): Promise<TlsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer({ key, cert });
  // The browser keeps its sessions open: closing must end them, or close() waits for ever.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('stream', (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => {
    const forwarded: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(':') || HOP_HEADERS.has(name) || value === undefined) continue;
      forwarded[name] = value;
    }
    forwarded['host'] = String(headers[constants.HTTP2_HEADER_AUTHORITY] ?? target.host);
    forwarded['x-forwarded-proto'] = 'https';
    const upstreamRequest = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: String(headers[constants.HTTP2_HEADER_METHOD]),
        path: String(headers[constants.HTTP2_HEADER_PATH]),
        headers: forwarded,
      },
      (response) => {
        const back: Record<string, string | string[] | number> = { [constants.HTTP2_HEADER_STATUS]: response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) back[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(back);
        response.pipe(stream);
      },
    );
    // The browser may cancel a stream (a navigation away): the upstream request goes with it.
    stream.on('error', () => upstreamRequest.destroy());
    upstreamRequest.on('error', () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 });
      stream.end();
    });
    stream.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const session of sessions) session.destroy();
      await closed;
      agent.destroy();
    },
  };
}
