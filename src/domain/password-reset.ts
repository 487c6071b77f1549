import { z } from 'zod';
import { emailSchema, passwordSchema, requiredString } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Password reset (docs/product.md#calls /reset-password/request and /update, plus a check that never consumes the
 * link). The e-mailed link is `${SITE_URL}${RESET_PASSWORD_PAGE}?token=…`, valid one hour, single use.
 */

/** The page the e-mailed link opens; its `token` query parameter is the reset token. */
export const RESET_PASSWORD_PAGE = '/reset-password/update';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Opaque random tokens (base64url); anything longer is not one of ours. */
const resetToken = lazySchema(() => requiredString.max(128, { error: 'length' }));

/** POST /api/reset-password/request → 202 { success: true }, whether or not the account exists. */
export const passwordResetRequestSchema = lazySchema(() => z.object({ email: emailSchema }));
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** GET /api/reset-password/check?token=… → 200 { valid: true } | 400 { message, code }. */
export const passwordResetCheckQuerySchema = lazySchema(() => z.object({ token: resetToken }));
export const passwordResetCheckResponseSchema = lazySchema(() => z.object({ valid: z.literal(true) }));
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/** POST /api/reset-password/update → 200 { success: true } | 400 { message, code } | 400 violations. */
export const passwordResetUpdateSchema = lazySchema(() => z.object({ token: resetToken, password: passwordSchema }));
export type PasswordResetUpdate = z.infer<typeof passwordResetUpdateSchema>;

export const successResponseSchema = lazySchema(() => z.object({ success: z.literal(true) }));
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** Why a reset link no longer works (400 body), so the page can say it and offer a new request. */
export const resetTokenErrorSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.enum(['reset_token_used', 'reset_token_expired', 'reset_token_invalid']),
  }),
);
export type ResetTokenError = z.infer<typeof resetTokenErrorSchema>;
