import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, aclSchema, roleSchema, SESSION_MAX_AGE_SECONDS, type Acl, type Role } from '../../../src/domain/auth.ts';

/**
 * Two kinds of HS256 JWTs (docs/decisions/0003-auth-tokens.md):
 * - access tokens: the bearer credential, at most an hour long, never past the session cap;
 * - session tokens: the HttpOnly cookie's credential, valid until the session cap, exchanged for
 *   access tokens only (page renders, POST /api/auth/session).
 * Verification pins the algorithm, audience, issuer, header type and `typ` claim, so one kind never
 * passes for the other: a leaked access token cannot be replayed as a 30-day cookie.
 */

export const TOKEN_AUDIENCE = 'galant';
export const TOKEN_ISSUER = 'galant';
const ALGORITHM = 'HS256';
/** Header `typ` (RFC 9068 style): a JWT of another kind, even signed with our key, is refused. */
const HEADER_TYPE = 'at+jwt';
const SESSION_HEADER_TYPE = 'session+jwt';
/** How far in the future a token's iat may be (another instance's clock running slightly ahead). */
const ISSUED_AT_SKEW_SECONDS = 60;
/** An answer to a request whose token has less than this left carries a fresh one. */
export const ROTATE_WHEN_LEFT_SECONDS = 15 * 60;

export interface SessionFacts {
  uid: string;
  /** The e-mail, as docs/product.md#entities auth info takes it from the token's identifier. */
  identifier: string;
  roles: readonly Role[];
  /** Session id: stays the same across rotations of one sign-in. */
  sid: string;
  /** Time of the password sign-in (seconds): the 30-day cap counts from it. */
  sat: number;
  /** The user's token_version when issued: any later revocation makes the token fail. */
  ver: number;
}

// Read-only (frozen when parsed, acl included): one verified token's claims serve every request that carries it.
const claimsSchema = z
  .object({
    uid: z.string().min(1),
    identifier: z.string(),
    acl: aclSchema.readonly(),
    typ: z.literal('access'),
    sid: z.string().min(1),
    sat: z.number().int(),
    ver: z.number().int().min(0),
    iat: z.number().int(),
    exp: z.number().int(),
  })
  .readonly();
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

export interface IssuedToken {
  token: string;
  /** Seconds since the epoch. */
  exp: number;
}

const keys = new Map<string, Promise<CryptoKey>>();
/**
 * The secret as an HMAC key, imported once: given the raw bytes, jose imports them again at every
 * sign and verify (a signed-in page signs once and verifies twice).
 */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature, header and claims already passed, by secret and kind: at each later use
 * only the time is checked again (expiry, issued-at not in the future). A signed-in page verifies
 * its cookie, then signs an access token that its own API calls verify — each an HMAC on libuv's
 * pool and a promise chain through jose, ~6 % of that page's main-thread time. Only
 * tokens that passed are kept, under a SHA-256 of the token (the cache never holds the token
 * itself), with the schema that checked them; the 2,000 most recently used per secret, both kinds
 * together (lru-cache, the server's one cache library, decision 0040). The claims are read-only
 * (frozen by their schema). Revocation and account state are still the callers' checks, at each use.
 */
const VERIFIED_TOKENS_KEPT = 2_000;

interface Verified {
  claims: { readonly exp: number };
  iat: number;
  /** The schema that produced `claims`: a hit for another schema is no hit. */
  schema: z.ZodType;
}

const verifiedTokens = new Map<string, LRUCache<string, Verified>>();

function verifiedOf(secret: string): LRUCache<string, Verified> {
  let kept = verifiedTokens.get(secret);
  if (kept === undefined) {
    kept = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedTokens.set(secret, kept);
  }
  return kept;
}

const verifiedKey = (headerType: string, token: string): string =>
  createHash('sha256').update(`${headerType} ${token}`).digest('base64url');

function rememberVerified(secret: string, headerType: string, token: string, verified: Verified): void {
  verifiedOf(secret).set(verifiedKey(headerType, token), verified);
}

/** The claims of a token that passed `schema` before, if it still does at `nowMs`; undefined when not kept. */
function recallVerified<S extends z.ZodType>(
  secret: string,
  headerType: string,
  token: string,
  schema: S,
  nowMs: number,
): z.output<S> | null | undefined {
  const kept = verifiedOf(secret);
  const key = verifiedKey(headerType, token);
  const known = kept.get(key);
  if (known === undefined || known.schema !== schema) return undefined;
  const now = Math.floor(nowMs / 1000);
  // Expired for good: forgotten. An issued-at ahead of a clock that went back may pass later.
  if (known.claims.exp <= now) {
    kept.delete(key);
    return null;
  }
  return known.iat <= now + ISSUED_AT_SKEW_SECONDS ? (known.claims as z.output<S>) : null;
}

export function aclOf(roles: readonly Role[]): Acl {
  return Object.fromEntries(roles.map((role) => [role, true]));
}

/** The roles a claim set grants (true entries only), sorted, for comparisons with the database. */
export function rolesOfAcl(acl: Acl): Role[] {
  return roleSchema.options.filter((role) => acl[role] === true);
}

/** End of the session that started at `sat` (seconds). */
export const sessionEnd = (sat: number): number => sat + SESSION_MAX_AGE_SECONDS;

export async function signAccessToken(secret: string, facts: SessionFacts, nowMs: number): Promise<IssuedToken> {
  const now = Math.floor(nowMs / 1000);
  const claims = {
    uid: facts.uid,
    identifier: facts.identifier,
    acl: aclOf(facts.roles),
    typ: 'access',
    sid: facts.sid,
    sat: facts.sat,
    ver: facts.ver,
  };
  const issued = await signJwt(secret, HEADER_TYPE, claims, now, Math.min(now + ACCESS_TOKEN_TTL_SECONDS, sessionEnd(facts.sat)));
  // Known good: the API calls of the page that asked for it verify it at once.
  const signed = claimsSchema.safeParse({ ...claims, iat: now, exp: issued.exp });
  if (signed.success) rememberVerified(secret, HEADER_TYPE, issued.token, { claims: signed.data, iat: now, schema: claimsSchema });
  return issued;
}

/** The 30-day cap is over: the user signs in again with the password. */
export class SessionCapReached extends Error {
  override readonly name = 'SessionCapReached';
  constructor() {
    super('the session reached its absolute lifetime');
  }
}

/**
 * The claims of a valid access token, or null (bad signature, other algorithm, wrong audience,
 * issuer or type, expired, malformed). Revocation and account state are the caller's check.
 */
export async function verifyAccessToken(secret: string, token: string, nowMs: number): Promise<AccessTokenClaims | null> {
  const claims = await verifyJwt(secret, token, HEADER_TYPE, claimsSchema, nowMs, ACCESS_TOKEN_TTL_SECONDS);
  return claims !== null && sessionEnd(claims.sat) > Math.floor(nowMs / 1000) ? claims : null;
}

/** Seconds the token still has (negative once expired). */
export const secondsLeft = (claims: AccessTokenClaims, nowMs: number): number => claims.exp - Math.floor(nowMs / 1000);

const sessionClaimsSchema = z
  .object({
    uid: z.string().min(1),
    typ: z.literal('session'),
    sid: z.string().min(1),
    sat: z.number().int(),
    ver: z.number().int().min(0),
    exp: z.number().int(),
  })
  .readonly();
export type SessionTokenClaims = z.infer<typeof sessionClaimsSchema>;

/** The cookie's credential: stands for the sign-in until the 30-day cap, or until revoked (ver). */
export async function signSessionToken(secret: string, facts: SessionFacts, nowMs: number): Promise<IssuedToken> {
  const claims = { uid: facts.uid, typ: 'session', sid: facts.sid, sat: facts.sat, ver: facts.ver };
  return signJwt(secret, SESSION_HEADER_TYPE, claims, Math.floor(nowMs / 1000), sessionEnd(facts.sat));
}

/** The claims of a valid session token, or null (an access token, however valid, is refused). */
export async function verifySessionToken(secret: string, token: string, nowMs: number): Promise<SessionTokenClaims | null> {
  return verifyJwt(secret, token, SESSION_HEADER_TYPE, sessionClaimsSchema, nowMs, SESSION_MAX_AGE_SECONDS);
}

async function signJwt(
  secret: string,
  headerType: string,
  claims: { uid: string } & Record<string, unknown>,
  now: number,
  exp: number,
): Promise<IssuedToken> {
  if (exp <= now) throw new SessionCapReached();
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: headerType })
    .setSubject(claims.uid)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(await keyOf(secret));
  return { token, exp };
}

/**
 * Verifies signature, algorithm, audience, issuer, header type, expiry, lifetime, then the claims'
 * shape. `maxLifetime` is the longest span (exp − iat, seconds) we ever issue for the kind: a
 * longer one was not issued by this code (a leaked secret, a bug), so it is refused whatever its
 * signature, and so is one issued in the future.
 */
async function verifyJwt<S extends z.ZodType<{ uid: string; exp: number }>>(
  secret: string,
  token: string,
  headerType: string,
  schema: S,
  nowMs: number,
  maxLifetime: number,
): Promise<z.output<S> | null> {
  // Passed before (same secret, kind and token): only the time is left to check.
  const known = recallVerified(secret, headerType, token, schema, nowMs);
  if (known !== undefined) return known;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      typ: headerType,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    // exp − iat within the longest lifetime, and iat not in the future (else a far iat would carry a
    // far exp past that check); a little skew allowed, instances' clocks are never exactly equal.
    const { exp, iat } = payload;
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > maxLifetime) return null;
    if (iat > Math.floor(nowMs / 1000) + ISSUED_AT_SKEW_SECONDS) return null;
    const claims = schema.safeParse(payload);
    if (!claims.success || payload.sub !== claims.data.uid) return null;
    // We never set `nbf`: a token that carries one is checked in full at each use (jose checks it).
    if (payload.nbf === undefined) rememberVerified(secret, headerType, token, { claims: claims.data, iat, schema });
    return claims.data;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
