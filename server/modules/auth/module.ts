import { passwordResetRoutes } from '../password-reset/routes.ts';
import { userRoutes } from '../users/routes.ts';
import { rotateToken } from './rotation.ts';
import { authRoutes } from './routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The accounts area: sign-in and session, users, password reset, and the token rotation
 * every API answer gets. Must come first in apiModules: its onSend hook reaches the modules
 * registered after it.
 */
export const accountsModule: FeaturePlugin = async (app, { services }) => {
  // Synchronous for a call without a token (no promise per anonymous answer, the list reads).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization === undefined) return done(null, payload);
    rotateToken(services, request, reply).then(() => done(null, payload), done);
  });
  await app.register(authRoutes, { services });
  await app.register(userRoutes, { services });
  await app.register(passwordResetRoutes, { services });
};

// Fastify's documented "skip-override" (what fastify-plugin sets): the hook above is added to the
// /api context itself instead of a private child context, so it runs for every API route.
Object.defineProperty(accountsModule, Symbol.for('skip-override'), { value: true });
