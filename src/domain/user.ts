import { z } from 'zod';
import { nameSchema, passwordSchema, requiredString } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

/** User metadata (docs/product.md#entities): data (profile with a nullable name, favorites), date, modified. */
export const userMetadataDataSchema = lazySchema(() =>
  z.object({
    profile: z.object({ name: z.string().nullable() }),
    favorites: z.array(z.string()),
  }),
);
export type UserMetadataData = z.infer<typeof userMetadataDataSchema>;

export const userMetadataSchema = lazySchema(() =>
  z.object({
    data: userMetadataDataSchema,
    /** ISO date-times. */
    date: z.string(),
    modified: z.string(),
  }),
);
export type UserMetadata = z.infer<typeof userMetadataSchema>;

/** User (docs/product.md#entities) as the API answers it (never the password). */
export const userSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.string(),
    coachingUid: z.string().nullable(),
    metadata: userMetadataSchema,
  }),
);
export type User = z.infer<typeof userSchema>;

/**
 * POST /api/users/{uid}/metadata: the whole data object. A display name follows the docs/product.md#validation name rule
 * (null clears it); favorites are uids, bounded so one user cannot bloat the row.
 */
export const userMetadataUpdateSchema = lazySchema(() =>
  z.object({
    profile: z.object({ name: nameSchema.nullable() }),
    favorites: z.array(requiredString.max(64, { error: 'length' })).max(500, { error: 'length' }),
  }),
);
export type UserMetadataUpdate = z.infer<typeof userMetadataUpdateSchema>;

/** POST /api/users/{uid}/password (docs/product.md#calls change password: uid, old, new). Answers a fresh token. */
export const changePasswordRequestSchema = lazySchema(() =>
  z.object({
    uid: requiredString,
    old: z.string({ error: 'required' }).min(1, { error: 'required' }),
    new: passwordSchema,
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
