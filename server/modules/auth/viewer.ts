import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../src/domain/auth.ts';
import { unauthorized } from '../../http/errors.ts';

/** Who is calling, as the database says now (roles are never taken from token claims alone). */
export interface Viewer {
  uid: string;
  email: string;
  roles: Role[];
}

/**
 * The caller of an API request from its bearer token: null without one; 401 when the token is
 * invalid, expired or revoked (the client then disconnects, §4).
 * PLACEHOLDER until the auth module lands: every request is anonymous; a bearer token is refused.
 */
export async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (request.headers.authorization) throw unauthorized();
  return null;
}

/** Like optionalViewer, but an anonymous call gets 401. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await optionalViewer(request);
  if (!viewer) throw unauthorized();
  return viewer;
}
