import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema, IDEMPOTENCY_KEY_HEADER } from '../../../src/domain/payment.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { Database } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { HttpError, validationFailed } from '../../http/errors.ts';

/** An answer to store and replay. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The Idempotency-Key header: required, 8–128 letters, digits, '-' or '_'. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw validationFailed([
    {
      property: 'Idempotency-Key',
      message: fr.billingServer.idempotencyKeyRequired,
      type: raw === undefined ? 'missing' : 'invalid',
    },
  ]);
}

/**
 * HMAC of the request (canonical JSON): compares bodies without keeping them — the card number is
 * in a payment body and must not be stored, even hashed with a public function.
 */
export function requestFingerprint(jwtSecret: string, value: unknown): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'galant', 'payments/idempotency/v1', 32));
  return createHmac('sha256', key).update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentCall {
  userUid: string;
  scope: string;
  key: string;
  fingerprint: string;
}

/**
 * Runs `work` at most once per (user, scope, key): the first call claims the key (a row
 * 'running'), stores the answer ('done') and later calls with the same body replay it. Another body
 * → 422; a call while the first still runs → 409. If `work` throws, the claim is released so the
 * client can retry.
 */
export async function runIdempotent(db: Database, call: IdempotentCall, work: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userUid: call.userUid, scope: call.scope, key: call.key, requestHash: call.fingerprint, status: 'running' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(
    eq(idempotencyKeys.userUid, call.userUid),
    eq(idempotencyKeys.scope, call.scope),
    eq(idempotencyKeys.key, call.key),
  );
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (existing === undefined) throw new HttpError(409, { message: fr.billingServer.idempotencyKeyRunning });
    if (existing.requestHash !== call.fingerprint) throw new HttpError(422, { message: fr.billingServer.idempotencyKeyReused });
    if (existing.status === 'running' || existing.responseStatus === null) {
      throw new HttpError(409, { message: fr.billingServer.idempotencyKeyRunning });
    }
    return { status: existing.responseStatus, body: existing.responseBody };
  }
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  await db.update(idempotencyKeys).set({ status: 'done', responseStatus: answer.status, responseBody: answer.body }).where(where);
  return answer;
}
