import { z } from 'zod';

/** §3 user metadata: data (profile with a nullable name, favorites), date, modified. */
export const userMetadataDataSchema = z.object({
  profile: z.object({ name: z.string().nullable() }),
  favorites: z.array(z.string()),
});
export type UserMetadataData = z.infer<typeof userMetadataDataSchema>;

export const userMetadataSchema = z.object({
  data: userMetadataDataSchema,
  /** ISO date-times. */
  date: z.string(),
  modified: z.string(),
});
export type UserMetadata = z.infer<typeof userMetadataSchema>;

/** §3 user as the API answers it (never the password). */
export const userSchema = z.object({
  uid: z.string(),
  email: z.string(),
  coachingUid: z.string().nullable(),
  metadata: userMetadataSchema,
});
export type User = z.infer<typeof userSchema>;
