import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer, constants, type IncomingHttpHeaders, type ServerHttp2Session, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream';

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
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

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
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate (${made.error?.message ?? made.stderr?.toString()})`);
    const cert = readFileSync(certFile);
    const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(keyFile), cert, spki: createHash('sha256').update(publicKey).digest('base64') };
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
        if (stream.destroyed || stream.closed) return void response.resume();
        const back: Record<string, string | string[] | number> = { [constants.HTTP2_HEADER_STATUS]: response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_HEADERS.has(name) && value !== undefined) back[name] = value;
        }
        stream.respond(back);
        // A server failing mid-answer resets the stream: the browser sees an error, not a wait.
        pipeline(response, stream, (error) => {
          if (error && !stream.closed) stream.close(constants.NGHTTP2_INTERNAL_ERROR);
        });
      },
    );
    upstreamRequest.on('error', () => {
      if (stream.destroyed || stream.closed) return;
      if (!stream.headersSent) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 });
      stream.end();
    });
    // A stream the browser cancels (a navigation away) takes its upstream request with it.
    stream.once('close', () => {
      if (!upstreamRequest.writableFinished || !stream.writableFinished) upstreamRequest.destroy();
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
