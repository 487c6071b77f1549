import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Settles once `server` has finished answering its first request (the response sent, or its
 * connection gone), or after `graceMs` if none came. Work that can wait — the job queue's start,
 * seconds of database time on PGlite — waits for it, so the first visitor after a restart is not
 * queued behind it on the one database connection. The timer never keeps the process
 * alive.
 */
export function firstAnswerOr(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      server.off('request', onRequest);
      resolve();
    };
    const onRequest = (_request: IncomingMessage, response: ServerResponse): void => {
      server.off('request', onRequest);
      response.once('close', done);
    };
    const timer = setTimeout(done, graceMs).unref();
    server.on('request', onRequest);
  });
}
