import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema, IDEMPOTENCY_KEY_HEADER } from '../../../src/domain/payment.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { PAYMENT_IN_PROGRESS } from './intents.ts';
import { HttpError, validationFailed } from '../../http/errors.ts';
import type { StoredAnswer } from './attempt-types.ts';
import type { KeyedAttempt } from './charges.ts';
import type { ServerServices } from '../../services.ts';

export type { StoredAnswer };

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

/** Keys are forgotten after this (as Stripe's): an expired key is as if absent. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/**
 * Runs `work` at most once per (user, scope, key), as Stripe does: the first call claims the key
 * (a row 'running' holding a lease), `work` stores the provider reference it starts (reserve), and
 * the answer is kept ('done'); later calls with the same body replay it. Another body → 422. A call
 * while the lease holds → 409. After the lease lapsed (the holder died), a retry takes the key over
 * and `work` recovers the stored reference. If `work` throws before reserving, the key is released;
 * after, its lease is let lapse so that the next retry recovers at once.
 */
export async function runIdempotent(
  services: ServerServices,
  call: IdempotentCall,
  work: (keyed: KeyedAttempt) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const db = services.database.db;
  const now = dateOf(services.clock);
  const leaseUntil = new Date(now.getTime() + services.config.paymentLeaseMs);
  const where = and(eq(idempotencyKeys.userUid, call.userUid), eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key));
  const claim = async () =>
    (
      await db
        .insert(idempotencyKeys)
        .values({
          userUid: call.userUid,
          scope: call.scope,
          key: call.key,
          requestHash: call.fingerprint,
          status: 'running',
          leaseUntil,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
    ).length === 1;
  // The same outcome for the client as another attempt holding the payment: wait, then ask again.
  const running = () => new HttpError(409, { message: fr.billingServer.idempotencyKeyRunning, code: PAYMENT_IN_PROGRESS });

  let recovering: string | null = null;
  if (!(await claim())) {
    const [existing] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (existing === undefined) throw running();
    if (existing.expiresAt <= now) {
      await db.delete(idempotencyKeys).where(and(where, lte(idempotencyKeys.expiresAt, now)));
      if (!(await claim())) throw running();
    } else {
      if (existing.requestHash !== call.fingerprint) throw new HttpError(422, { message: fr.billingServer.idempotencyKeyReused });
      if (existing.status === 'done' && existing.responseStatus !== null) {
        return { status: existing.responseStatus, body: existing.responseBody };
      }
      if (existing.leaseUntil !== null && existing.leaseUntil > now) throw running();
      // The holder's lease lapsed: one retry takes the key over (compare-and-set on the old lease).
      const taken = await db
        .update(idempotencyKeys)
        .set({ leaseUntil })
        .where(
          and(
            where,
            eq(idempotencyKeys.status, 'running'),
            existing.leaseUntil === null ? isNull(idempotencyKeys.leaseUntil) : eq(idempotencyKeys.leaseUntil, existing.leaseUntil),
          ),
        )
        .returning({ reference: idempotencyKeys.reference });
      if (taken.length !== 1) throw running();
      recovering = taken[0]?.reference ?? null;
      services.log.info({ scope: call.scope, reference: recovering }, 'idempotency key recovered after its lease lapsed');
    }
  }
  let reserved = recovering !== null;
  let answer: StoredAnswer;
  try {
    answer = await work({
      reference: recovering,
      reserve: async (reference) => {
        await db.update(idempotencyKeys).set({ reference }).where(where);
        reserved = true;
      },
    });
  } catch (error) {
    if (reserved)
      await db
        .update(idempotencyKeys)
        .set({ leaseUntil: now })
        .where(and(where, eq(idempotencyKeys.status, 'running')));
    else await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.status, 'running')));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body, leaseUntil: null })
    .where(where);
  return answer;
}

/** Forgets expired keys (the payments housekeeping job); answers how many. */
export async function sweepExpiredKeys(db: Database, now: Date): Promise<number> {
  const swept = await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
  return swept.length;
}
