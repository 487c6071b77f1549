import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * PUT /api/staff/users/{uid}/roles (role admin, docs/product.md#roles): the staff roles an account
 * holds. `vip` is not among them: it follows the member's subscription, never an administrator.
 */
export const STAFF_ROLES = ['coach', 'analyst', 'editor', 'admin'] as const;
export const staffRoleSchema = lazySchema(() => z.enum(STAFF_ROLES));
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffRolesUpdateSchema = lazySchema(() =>
  z.strictObject({
    roles: z.array(staffRoleSchema).max(STAFF_ROLES.length),
  }),
);
export type StaffRolesUpdate = z.infer<typeof staffRolesUpdateSchema>;

export const staffAccountSchema = lazySchema(() =>
  z.object({
    uid: z.uuid(),
    email: z.string(),
    /** Every role the account holds now, `vip` included. */
    roles: z.array(z.string()),
  }),
);
export type StaffAccount = z.infer<typeof staffAccountSchema>;
