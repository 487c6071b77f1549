import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../src/domain/auth.ts';
import { verifyAccessToken, type AccessTokenClaims } from './tokens.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ServerServices } from '../../services.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { findUserByUid, rolesOf } from '../users/repository.ts';

/** Who is calling, as the database says now (roles are never taken from token claims alone). */
export interface Viewer {
  uid: string;
  email: string;
  roles: Role[];
}

/** A verified bearer token and the user it still stands for. */
export interface BearerSession {
  viewer: Viewer;
  claims: AccessTokenClaims;
  user: UserRow;
}

type Resolution = { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'signed-in'; session: BearerSession };

// One resolution per request, however many routes and hooks ask (one database read at most).
const resolutions = new WeakMap<FastifyRequest, Promise<Resolution>>();

/** The token of an `Authorization: Bearer …` header; null when the header is absent, '' when malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  return /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header)?.[1] ?? '';
}

/**
 * The user a token's claims stand for, if that token is still honoured: the account exists, is
 * active, and was not revoked since (same token version).
 */
/** The user a token stands for, if still active and not revoked since (token_version). */
export async function userForClaims(db: Database, claims: Pick<AccessTokenClaims, 'uid' | 'ver'>): Promise<UserRow | null> {
  const user = await findUserByUid(db, claims.uid);
  if (user === null || user.status !== 'active' || user.tokenVersion !== claims.ver) return null;
  return user;
}

export const viewerOf = (user: UserRow): Viewer => ({ uid: user.uid, email: user.email, roles: rolesOf(user) });

/** What resolving a bearer token needs. */
export type ViewerServices = Pick<ServerServices, 'config' | 'clock' | 'database'>;

function resolve(services: ViewerServices, request: FastifyRequest): Promise<Resolution> {
  let resolution = resolutions.get(request);
  if (resolution === undefined) {
    resolution = resolveBearer(services, request);
    resolutions.set(request, resolution);
  }
  return resolution;
}

async function resolveBearer(services: ViewerServices, request: FastifyRequest): Promise<Resolution> {
  const token = bearerToken(request);
  if (token === null) return { kind: 'anonymous' };
  if (token === '') return { kind: 'invalid' };
  const claims = await verifyAccessToken(services.config.jwtSecret, token, services.clock.now());
  if (claims === null) return { kind: 'invalid' };
  const user = await userForClaims(services.database.db, claims);
  if (user === null) return { kind: 'invalid' };
  return { kind: 'signed-in', session: { viewer: viewerOf(user), claims, user } };
}

/** The bearer session of the request: null without a token; 401 when invalid, expired or revoked. */
export async function optionalBearerSession(services: ViewerServices, request: FastifyRequest): Promise<BearerSession | null> {
  const resolution = await resolve(services, request);
  if (resolution.kind === 'invalid') throw unauthorized();
  return resolution.kind === 'signed-in' ? resolution.session : null;
}

/**
 * The caller of an API request from its bearer token: null without one; 401 when the token is
 * invalid, expired or revoked (the client then disconnects, docs/product.md#states), or the account is no longer active.
 */
export async function optionalViewer(services: ViewerServices, request: FastifyRequest): Promise<Viewer | null> {
  return (await optionalBearerSession(services, request))?.viewer ?? null;
}

/** Like optionalViewer, but an anonymous call gets 401. */
export async function requireViewer(services: ViewerServices, request: FastifyRequest): Promise<Viewer> {
  const viewer = await optionalViewer(services, request);
  if (!viewer) throw unauthorized();
  return viewer;
}

/**
 * True when `roles` grant `role` (docs/product.md#roles): held outright, or a staff role and the
 * holder is `admin`, who holds every staff power (never `vip`: that one is paid for).
 */
export function holdsRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role) || (role !== 'vip' && roles.includes('admin'));
}

/** A signed-in caller holding `role` now, in the database (docs/product.md#roles): 401 anonymous, 403 without the role. */
export async function requireRole(services: ViewerServices, request: FastifyRequest, role: Role): Promise<Viewer> {
  const viewer = await requireViewer(services, request);
  if (!holdsRole(viewer.roles, role)) throw forbidden();
  return viewer;
}

/**
 * The roles the request's viewer holds now, if a route already resolved it (no database read):
 * the rotation hook compares them with the token's acl.
 */
export async function resolvedRoles(request: FastifyRequest): Promise<Role[] | null> {
  const resolution = await resolutions.get(request);
  return resolution?.kind === 'signed-in' ? resolution.session.viewer.roles : null;
}

/** Forget what this request resolved (after a route revoked or changed the session itself). */
export function forgetViewer(request: FastifyRequest): void {
  resolutions.delete(request);
}
