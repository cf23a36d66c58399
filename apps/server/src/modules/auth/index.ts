import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LEGACY_REFRESH_PATH, sessionPlugin } from '../../plugins/app/auth.js';
import { authRoutes, refreshRoute } from './auth.routes.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { createSmsSender, type SmsSender } from './sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Codes, registration, sessions (docs/decisions/003-sign-in-and-sessions.md). */
    auth: AuthService;
  }
}

/**
 * Sign-in and sessions. Registered before every module with guarded routes: it also brings the
 * session plugin (`requireUser`, `requireRole`, cookies, sign-in limits) they use.
 */
export const authModule = fp(
  async (app: FastifyInstance, options: { sms?: SmsSender }) => {
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        config: app.config,
        clock: app.clock,
        sms: options.sms ?? createSmsSender(app.config, app.log),
        log: app.log,
        bus: app.bus,
      }),
    );
    await app.register(sessionPlugin);
    await app.register(authRoutes, { prefix: '/api' });
    await app.register(refreshRoute(LEGACY_REFRESH_PATH));
  },
  { name: 'auth', dependencies: ['db', 'bus'] },
);
