import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { SESSION_COOKIE, tokenResponseSchema, type Role } from '../../../src/domain/auth.ts';
import type { HashCost } from '../../../server/modules/auth/passwords.ts';
import type { Database } from '../../../server/db/database.ts';
import type { UserRow } from '../../../server/db/schema/index.ts';
import { createUser, type UserStatus } from '../../../server/modules/users/repository.ts';
import type { TestClock } from './test-services.ts';

/** Helpers for API tests that need a signed-in user (seeded demo accounts or fresh ones). */

export const DEMO = {
  vip: { email: 'vip@galant.test', password: 'Galant-VIP-2026' },
  member: { email: 'membre@galant.test', password: 'Galant-Membre-2026' },
  coach: { email: 'coach@galant.test', password: 'Galant-Coach-2026' },
  editor: { email: 'redaction@galant.test', password: 'Galant-Redaction-2026' },
  admin: { email: 'admin@galant.test', password: 'Galant-Admin-2026' },
  pending: { email: 'attente@galant.test', password: 'Galant-Attente-2026' },
} as const;

export interface SignedIn {
  uid: string;
  token: string;
  /** The galant_session cookie value set by the sign-in. */
  cookie: string;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** POST /api/auth_check; fails the test unless it answers 200 with a token and the cookie. */
export async function signIn(app: FastifyInstance, credentials: { email: string; password: string }): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth_check',
    payload: { identifier: credentials.email, password: credentials.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${credentials.email} answered ${response.statusCode}: ${response.body}`);
  const { token } = tokenResponseSchema.parse(response.json());
  const cookie = sessionCookie(response)?.value;
  if (cookie === undefined) throw new Error('sign-in set no session cookie');
  return { uid: String(decodeJwt(token)['uid']), token, cookie };
}

/** The galant_session Set-Cookie of an answer, with its attributes (undefined when not set). */
export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Cheap hashes keep tests fast (failures verify at the stored cost); a sign-in upgrades them. */
const TEST_HASH_COST: HashCost = { algorithm: 'argon2id', memoryKiB: 1024, passes: 1, lanes: 1 };

let counter = 0;
/** A fresh account (unique e-mail unless given), straight into the database. */
export function createAccount(
  db: Database,
  options: {
    email?: string;
    password?: string | null;
    status?: UserStatus;
    roles?: Role[];
    profileName?: string;
    /** Default: a cheap cost; pass CURRENT_COST where timing matters. */
    hashCost?: HashCost;
  } = {},
): Promise<UserRow> {
  counter += 1;
  return createUser(db, {
    email: options.email ?? `user-${Date.now()}-${counter}@galant.test`,
    password: options.password === undefined ? 'Mot-de-passe-1' : options.password,
    status: options.status ?? 'active',
    roles: options.roles ?? [],
    profileName: options.profileName ?? null,
    hashCost: options.hashCost ?? TEST_HASH_COST,
  });
}

/** A clock the test moves by hand: the app reads time from it (token expiry, lockouts, links). */
export function manualClock(testApp: { clock: TestClock }, start = Date.now()) {
  let now = start;
  testApp.clock.use({ now: () => now });
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
