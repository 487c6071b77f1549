import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * Password key derivation (Argon2id; scrypt for hashes made before it) on threads of its own that
 * yield to serving (docs/decisions/0027-hashing-yields-to-serving.md). On libuv's pool a hash
 * competes as an equal with the event loop, the database and compression: on two cores a few
 * sign-ins made every page of a busy morning wait (the mixed load, docs/performance.md). Each thread lowers its
 * own scheduling priority (Linux: `nice` of the thread), so a hash takes what the serving thread
 * leaves and all of an idle machine — unless sign-ins pile up: a hash on a burst slot
 * (hashing-pool.ts) runs at the usual priority, so the queue drains as fast as before and no
 * correct sign-in is refused for a wait that yielding made longer. How many hash at once stays the
 * pool's decision: one thread per running hash, made on demand, ended after a quiet spell.
 */

/** What a hashing thread derives: Argon2id (RFC 9106, version 0x13) or scrypt (older stored hashes). */
export type KeyDerivation =
  { algorithm: 'argon2id'; memoryKiB: number; passes: number; lanes: number } | { algorithm: 'scrypt'; options: ScryptOptions };

/** How far below serving a hashing thread runs (nice +10 relative to the process: ~a tenth of a contended core's share). */
export const HASHING_NICENESS = 10;
/** A thread left without a hash this long ends (its memory goes back; the next sign-in makes one again). */
export const IDLE_THREAD_MS = 30_000;

// Argon2id from @node-rs/argon2 (a prebuilt N-API binary, decision 0029), loaded by the thread from
// the path resolved here (an evaluated thread's require does not resolve from this file).
const ARGON2_MODULE = createRequire(import.meta.url).resolve('@node-rs/argon2');

// The thread's code as text (CommonJS, `eval`): it runs the same from the sources, the bundle and tests.
// The thread finds its own id through /proc (Linux); elsewhere it keeps the usual priority.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
let argon2 = null;
function derive(password, salt, keyLength, derivation) {
  if (derivation.algorithm === 'scrypt') return scryptSync(password, salt, keyLength, derivation.options);
  argon2 ??= require(workerData.argon2Module);
  return argon2.hashRawSync(password, {
    algorithm: 2, // Argon2id
    version: 1, // 0x13
    memoryCost: derivation.memoryKiB,
    timeCost: derivation.passes,
    parallelism: derivation.lanes,
    outputLen: keyLength,
    salt,
  });
}
try {
  const os = require('node:os');
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  // Below the process, whatever its own priority (a thread starts with its creator's).
  os.setPriority(threadId, Math.min(19, os.getPriority(threadId) + workerData.niceness));
  parentPort.postMessage({ threadId });
} catch {
  parentPort.postMessage({ threadId: null });
}
parentPort.on('message', ({ password, salt, keyLength, derivation }) => {
  try {
    parentPort.postMessage({ key: derive(password, salt, keyLength, derivation) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error), code: error && error.code });
  }
});
`;

type ThreadMessage = { threadId: number | null } | { key: Uint8Array } | { error: string; code?: string };

interface HashingThread {
  worker: Worker;
  yielding: boolean;
  /** The OS thread id once the thread said it (null: not on Linux), for tests and logs. */
  threadId: Promise<number | null>;
  job: { resolve: (key: Buffer) => void; reject: (error: Error) => void } | null;
  idleTimer: NodeJS.Timeout | null;
}

/** Idle threads of each kind: a thread's priority cannot go back up (that needs a privilege). */
const idle: Record<'yielding' | 'usual', HashingThread[]> = { yielding: [], usual: [] };
const all = new Set<HashingThread>();
const idleOf = (thread: HashingThread): HashingThread[] => (thread.yielding ? idle.yielding : idle.usual);

function startThread(yielding: boolean): HashingThread {
  // None of the process's flags (a loader such as tsx, --input-type): the text is plain CommonJS.
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { niceness: yielding ? HASHING_NICENESS : 0, argon2Module: ARGON2_MODULE },
  });
  let saidId: (id: number | null) => void = () => undefined;
  const thread: HashingThread = { worker, yielding, threadId: new Promise((resolve) => (saidId = resolve)), job: null, idleTimer: null };
  const fail = (error: Error): void => {
    all.delete(thread);
    const index = idleOf(thread).indexOf(thread);
    if (index >= 0) idleOf(thread).splice(index, 1);
    saidId(null);
    thread.job?.reject(error);
    thread.job = null;
    // Ended whatever failed (a message it could not read leaves it running): never used again.
    void worker.terminate();
  };
  worker.on('message', (message: ThreadMessage) => {
    if ('threadId' in message) return saidId(message.threadId);
    const job = thread.job;
    thread.job = null;
    if ('key' in message) job?.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
    else job?.reject(Object.assign(new Error(message.error), message.code === undefined ? {} : { code: message.code }));
    release(thread);
  });
  worker.on('error', fail);
  worker.on('messageerror', fail);
  worker.on('exit', (code) => fail(new Error(`hashing thread exited (${code})`)));
  all.add(thread);
  return thread;
}

function release(thread: HashingThread): void {
  if (!all.has(thread)) return;
  // An idle thread never keeps the process alive; a running hash does (a script awaiting it).
  thread.worker.unref();
  idleOf(thread).push(thread);
  thread.idleTimer = setTimeout(() => {
    const index = idleOf(thread).indexOf(thread);
    if (index < 0) return;
    idleOf(thread).splice(index, 1);
    all.delete(thread);
    void thread.worker.terminate();
  }, IDLE_THREAD_MS).unref();
}

/**
 * One key derivation on a hashing thread (the caller bounds how many run at once): one that
 * yields to serving, or (`yielding: false`, a burst slot) one at the usual priority.
 */
export function deriveOnHashingThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  derivation: KeyDerivation,
  { yielding }: { yielding: boolean },
): Promise<Buffer> {
  const thread = (yielding ? idle.yielding : idle.usual).pop() ?? startThread(yielding);
  if (thread.idleTimer !== null) clearTimeout(thread.idleTimer);
  thread.idleTimer = null;
  thread.worker.ref();
  return new Promise((resolve, reject) => {
    thread.job = { resolve, reject };
    // A copy of the salt alone: a small Buffer is a view into a shared pool, which postMessage would copy whole.
    thread.worker.postMessage({ password, salt: Uint8Array.from(salt), keyLength, derivation });
  });
}

/** The OS ids of the hashing threads alive now, by kind (tests: their priority is read from /proc). */
export async function hashingThreadIds(): Promise<{ yielding: (number | null)[]; usual: (number | null)[] }> {
  const threads = [...all];
  const ids = await Promise.all(threads.map((thread) => thread.threadId));
  return { yielding: ids.filter((_, index) => threads[index]?.yielding), usual: ids.filter((_, index) => !threads[index]?.yielding) };
}
