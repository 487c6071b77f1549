import type { FastifyRequest } from 'fastify';
import { fr } from '../../../src/i18n/fr/index.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { bearerToken, type ViewerServices } from '../auth/viewer.ts';
import { findUserByUid } from '../users/repository.ts';

/**
 * Who pays: the signed-in user of the bearer token. Unlike the rest of the API, an account still
 * PENDING is accepted — registration signs the user in before the payment that activates the
 * account (docs/product.md#states). Ended accounts and revoked tokens get 401.
 */
export async function requirePayer(services: ViewerServices, request: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(request);
  if (token === null || token === '') throw unauthorized();
  const claims = await verifyAccessToken(services.config.jwtSecret, token, services.clock.now());
  if (claims === null) throw unauthorized();
  const user = await findUserByUid(services.database.db, claims.uid);
  if (user === null || user.status === 'ended' || user.tokenVersion !== claims.ver) throw unauthorized();
  return user;
}

/** The body's uid must be the caller's own (docs/product.md#entities payment request and subscription request carry it). */
export function assertOwnUid(user: UserRow, uid: string): void {
  if (uid !== user.uid) throw new HttpError(403, { message: fr.billingServer.uidMismatch });
}
