import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lorrybazaar/contract';
import { forbidden } from '../../lib/http-error.js';
import {
  createAuthService,
  type AuthService,
  type AuthUser,
  type IssuedSession,
} from '../../modules/auth/auth.service.js';
import { createSmsSender, type SmsSender } from '../../modules/auth/sms.js';

export const COOKIE = { access: 'lb_at', refresh: 'lb_rt', proof: 'lb_proof' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler: a signed-in user, else 403 (the client then refreshes, seed 000 §7). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: a signed-in user of one of these roles, else 403. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    setSessionCookies: (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) => void;
    clearSessionCookies: (reply: FastifyReply) => void;
    cookieBase: (request: FastifyRequest) => {
      httpOnly: true;
      sameSite: 'strict';
      secure: boolean;
      path: string;
    };
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { sms?: SmsSender }) => {
    const { config } = app;
    app.decorate(
      'auth',
      createAuthService({
        db: app.db,
        config,
        clock: app.clock,
        sms: options.sms ?? createSmsSender(config, app.log),
      }),
    );
    app.decorateRequest('user', null);

    app.decorate('cookieBase', (request: FastifyRequest) => ({
      httpOnly: true as const,
      sameSite: 'strict' as const,
      secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
      path: '/api',
    }));

    app.decorate(
      'setSessionCookies',
      (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) => {
        const base = app.cookieBase(request);
        reply.setCookie(COOKIE.access, issued.accessToken, { ...base, maxAge: config.auth.accessTtlSeconds });
        reply.setCookie(COOKIE.refresh, issued.refreshToken, {
          ...base,
          expires: issued.refreshExpiresAt,
        });
      },
    );
    app.decorate('clearSessionCookies', (reply: FastifyReply) => {
      reply.clearCookie(COOKIE.access, { path: '/api' });
      reply.clearCookie(COOKIE.refresh, { path: '/api' });
    });

    const requireUser = async (request: FastifyRequest) => {
      request.user = await app.auth.authenticate(request.cookies[COOKIE.access]);
      if (!request.user) throw forbidden('errors.auth.required');
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (!roles.includes(request.user!.role)) throw forbidden('errors.auth.wrongRole');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
