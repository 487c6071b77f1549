import { SMTPServer } from 'smtp-server';
import { freePort } from './postgres-cluster.ts';

/** One message as the peer received it. */
export interface ReceivedMail {
  to: string[];
  messageId: string;
  raw: string;
}

/**
 * A real SMTP server in the test process (smtp-server, by nodemailer's author), for what a mock
 * cannot show: nodemailer's own failures, retries, Message-IDs. `down()`: every connection is
 * refused with 421 (a peer under maintenance) until `up()`.
 */
export interface SmtpPeer {
  readonly url: string;
  received(): ReceivedMail[];
  /** Resolves once `count` messages have arrived in total (past or future). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(options: { user?: string; password?: string } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === options.user && auth.password === options.password
        ? callback(null, { user: auth.username })
        : callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 })),
    onConnect: (_session, callback) =>
      refusing ? callback(Object.assign(new Error('Service not available, try later'), { responseCode: 421 })) : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '',
          raw,
        });
        for (const waiter of [...waiters]) {
          if (received.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const credentials = options.user === undefined ? '' : `${options.user}:${options.password ?? ''}@`;
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received: () => [...received],
    waitFor: (count, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (received.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} mails within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      }),
    down: () => void (refusing = true),
    up: () => void (refusing = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
