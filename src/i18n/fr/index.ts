import { app } from './app.ts';
import { errors } from './errors.ts';
import { server } from './server.ts';
import { validation } from './validation.ts';

/**
 * The French dictionary: every user-visible string lives here, one module per area so that
 * features add their own file without touching the others.
 */
export const fr = { app, errors, validation, server } as const;
export type Dictionary = typeof fr;
