import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { STAFF_ROLES, staffAccountSchema, staffRolesUpdateSchema } from '../../../src/domain/staff-roles.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { users } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireRole } from '../auth/viewer.ts';
import type { FeaturePlugin } from '../../services.ts';
import { findUserByUid } from './repository.ts';

const paramsSchema = z.object({ uid: z.string().min(1).max(64) });
const STAFF: readonly string[] = STAFF_ROLES;

/**
 * PUT /api/staff/users/{uid}/roles (role admin only, docs/product.md#roles): sets the account's staff
 * roles; `vip` and unknown values already in the column stay as they are. Roles are read from the
 * database at every check, so the change holds at the account's next request (its token's acl is
 * refreshed by next-token). An admin cannot take away their own admin role: the last one would lock
 * the team out (decision 0045).
 */
export const staffRolesRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  app.put('/staff/users/:uid/roles', async (request, reply) => {
    const admin = await requireRole(services, request, 'admin');
    const { uid } = parseInput(paramsSchema, request.params, 'params');
    const body = parseInput(staffRolesUpdateSchema, request.body);
    noStore(reply);
    const user = await findUserByUid(db, uid);
    if (user === null) throw notFound();
    const wanted = [...new Set(body.roles)];
    if (user.uid === admin.uid && !wanted.includes('admin')) {
      throw validationFailed([{ property: 'roles', message: fr.publishingServer.ownAdminRole, type: 'invalid' }]);
    }
    const roles = [...user.roles.filter((role) => !STAFF.includes(role)), ...wanted];
    const [updated] = await db.update(users).set({ roles, modifiedAt: new Date() }).where(eq(users.uid, uid)).returning();
    if (updated === undefined) throw notFound();
    return serialize(staffAccountSchema, { uid: updated.uid, email: updated.email, roles: updated.roles });
  });
};
