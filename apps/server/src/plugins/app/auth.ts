import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@lorrybazaar/contract';
import { forbidden } from '../../lib/http-error.js';
import type { AuthUser, IssuedSession, SignInClient } from '../../modules/auth/auth.service.js';

const GUARD = Symbol('auth guard');
/** Marks an onRequest hook as an authentication guard (see the onRoute hook below). */
export function guard<T extends (request: FastifyRequest) => Promise<void>>(check: T): T {
  return Object.assign(check, { [GUARD]: true });
}

export const COOKIE = { access: 'lb_at', refresh: 'lb_rt', proof: 'lb_proof', device: 'lb_dev' } as const;

/** The older client's refresh URL: its base `/api` joined to `Transpoter/Refresh` without a slash. */
export const LEGACY_REFRESH_PATH = '/apiTranspoter/Refresh';

/**
 * The refresh token lives on `/api` and, as the same token, on the older client's refresh URL:
 * a browser sends a `Path=/api` cookie to `/api/…` but not to `/apiTranspoter/Refresh` (the
 * character after the prefix must be `/`). Widening the path to `/` would send the token with
 * every page and asset; one more exact path does not (docs/decisions/003-sign-in-and-sessions.md).
 */
const REFRESH_COOKIE_PATHS = [LEGACY_REFRESH_PATH, '/api'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard: a signed-in user, else 403 (the client then refreshes; docs/api.md, Sessions). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard factory: a signed-in user of one of these roles, else 403. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    setSessionCookies: (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) => void;
    clearSessionCookies: (reply: FastifyReply) => void;
    /**
     * Per-IP limits of the sign-in calls, one bucket each across every path that reaches them
     * (four role paths, and the profile's mobile change): spreading guesses over the paths
     * gains nothing (docs/architecture.md, hardening).
     */
    /** The address and known device of a sign-in call, as the per-source limits count them. */
    signInClient: (request: FastifyRequest) => SignInClient;
    signInLimits: { send: preHandlerAsyncHookHandler; verify: preHandlerAsyncHookHandler };
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

/**
 * Session cookies, the sign-in limits and the guards every module's routes use, on top of
 * `app.auth` (registered by the auth module, modules/auth/index.ts, before any other module).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate('signInClient', (request: FastifyRequest) => ({
      ip: request.ip,
      device: app.auth.readDevice(request.cookies[COOKIE.device]),
    }));
    app.decorateRequest('user', null);

    // Each limit names its own counters: in a shared store (Redis, PostgreSQL) both would
    // otherwise count under the bare address.
    const hourly = (name: string, max: number) =>
      app.rateLimit({
        max,
        timeWindow: '1 hour',
        keyGenerator: (request) => `${name}:${request.ip}`,
      }) as preHandlerAsyncHookHandler;
    app.decorate('signInLimits', {
      send: hourly('otp-send', config.rateLimits.otpPerIpPerHour),
      verify: hourly('otp-verify', config.rateLimits.verifyPerIpPerHour),
    });

    app.decorate('cookieBase', (request: FastifyRequest) => ({
      httpOnly: true as const,
      sameSite: 'strict' as const,
      // Production: always (config.ts); development: when the request came over HTTPS.
      secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
      path: '/api',
    }));

    app.decorate(
      'setSessionCookies',
      (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) => {
        const base = app.cookieBase(request);
        reply.setCookie(COOKIE.access, issued.accessToken, { ...base, maxAge: config.auth.accessTtlSeconds });
        for (const path of REFRESH_COOKIE_PATHS) {
          reply.setCookie(COOKIE.refresh, issued.refreshToken, {
            ...base,
            path,
            expires: issued.refreshExpiresAt,
          });
        }
      },
    );
    app.decorate('clearSessionCookies', (reply: FastifyReply) => {
      reply.clearCookie(COOKIE.access, { path: '/api' });
      for (const path of REFRESH_COOKIE_PATHS) reply.clearCookie(COOKIE.refresh, { path });
    });

    const requireUser = guard(async (request: FastifyRequest) => {
      request.user = await app.auth.authenticate(request.cookies[COOKIE.access]);
      if (!request.user) throw forbidden('errors.auth.required');
    });
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: Role[]) =>
      guard(async (request: FastifyRequest) => {
        await requireUser(request);
        if (!roles.includes(request.user!.role)) throw forbidden('errors.auth.wrongRole');
      }),
    );

    // Guards are spelled `onRequest:` (docs/decisions/044): they run before the body is read or
    // validated, so an anonymous caller gets 403 whatever it sent and no upload is parsed for
    // nobody. A guard named as a preHandler would run after the body is parsed: refused when the
    // route is registered (guards.test.ts also reads the route files for it).
    app.addHook('onRoute', (route) => {
      if ([route.preHandler ?? []].flat().some((handler) => GUARD in handler)) {
        throw new Error(`${route.method} ${route.url}: a guard belongs in onRequest, not preHandler`);
      }
    });
  },
  { name: 'session', dependencies: ['db', 'rate-limit'] },
);
