import { eq, sql } from 'drizzle-orm';
import { roleSchema, type Role } from '../../../src/domain/auth.ts';
import type { User, UserMetadataData } from '../../../src/domain/user.ts';
import { hashPassword, type HashCost } from '../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

/**
 * Users as the rest of the server needs them. E-mails compare case-insensitively through the
 * lower(email) unique index; roles are read from here at every access check.
 */

export type UserStatus = UserRow['status'];

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Unknown role strings in the column (a removed role) grant nothing. */
export function rolesOf(row: Pick<UserRow, 'roles'>): Role[] {
  return row.roles.flatMap((value) => {
    const role = roleSchema.safeParse(value);
    return role.success ? [role.data] : [];
  });
}

export async function findUserByUid(db: Database, uid: string): Promise<UserRow | null> {
  // A malformed uid (not a uuid) is simply nobody: the uuid cast would otherwise fail the query.
  if (!UUID.test(uid)) return null;
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewUser {
  email: string;
  /** Plain password, hashed here; null: none yet (registration without password, docs/product.md#entities). */
  password: string | null;
  status: UserStatus;
  roles?: readonly Role[];
  coachingUid?: string | null;
  profileName?: string | null;
  /** Default: today's cost. Demo accounts (public passwords) use a cheap one, upgraded at sign-in. */
  hashCost?: HashCost;
}

/** Creates a user; a duplicate e-mail (any case) fails on the unique index. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      passwordHash: input.password === null ? null : await hashPassword(input.password, input.hashCost),
      status: input.status,
      roles: [...(input.roles ?? [])],
      coachingUid: input.coachingUid ?? null,
      metadata: { profile: { name: input.profileName ?? null }, favorites: [] },
    })
    .returning();
  if (row === undefined) throw new Error('user insert returned no row');
  return row;
}

/**
 * Revokes every token issued to the user so far (sign-out, password change, end of membership):
 * tokens carry the version they were issued with, and a token of an older version gets 401.
 * Returns the new version, or null when the user does not exist.
 */
export async function revokeTokens(db: Database, uid: string): Promise<number | null> {
  if (!UUID.test(uid)) return null;
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
    .where(eq(users.uid, uid))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

/** Sets a new password hash and revokes every token issued before; returns the new token version. */
export async function setPasswordHash(db: Database, uid: string, passwordHash: string, now: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: now })
    .where(eq(users.uid, uid))
    .returning({ tokenVersion: users.tokenVersion });
  if (row === undefined) throw new Error('user vanished while changing its password');
  return row.tokenVersion;
}

/** Re-hash with today's cost after a good sign-in; tokens stay valid (same password). */
export async function upgradePasswordHash(db: Database, uid: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.uid, uid));
}

export async function updateMetadata(db: Database, uid: string, data: UserMetadataData, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ metadata: data, metadataModifiedAt: now, modifiedAt: now })
    .where(eq(users.uid, uid))
    .returning();
  if (row === undefined) throw new Error('user vanished while saving its metadata');
  return row;
}

/** User (docs/product.md#entities) as the API answers it: never the password hash, status or token version. */
export function toUser(row: UserRow): User {
  return {
    uid: row.uid,
    email: row.email,
    coachingUid: row.coachingUid,
    metadata: {
      data: row.metadata,
      date: row.createdAt.toISOString(),
      modified: row.metadataModifiedAt.toISOString(),
    },
  };
}
