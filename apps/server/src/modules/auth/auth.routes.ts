import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
  ROLE_AREA,
  ROLES,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  VerifyOtpResponseSchema,
  registerBodySchema,
  verifyOtpBodySchema,
} from '@lorrybazaar/contract';
import { forbidden } from '../../lib/http-error.js';
import { translate } from '../../lib/i18n.js';
import { COOKIE } from '../../plugins/app/auth.js';
import { actorOf } from '../../lib/actor.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

/**
 * Sign-in and registration (docs/api.md, Auth and sessions). Paths keep the contract's spelling
 * (`Transpoter`).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signInLimits } = app;

  // Every modal sends `transporters_mob`; the Driver, Broker and Shipper modals use /Broker.
  for (const area of ['Transpoter', 'Broker'] as const) {
    app.post(
      `/${area}/send-otp`,
      {
        preHandler: signInLimits.send,
        schema: {
          tags: ['auth'],
          summary: 'Send a sign-in code by SMS',
          body: SendOtpBodySchema,
          response: { 200: SendOtpResponseSchema, ...errors, 503: ErrorBodySchema },
        },
      },
      async (request) => {
        const { resendAfter } = await app.auth.sendOtp(request.body.transporters_mob, {
          language: request.language,
          client: app.signInClient(request),
        });
        return {
          data: true as const,
          message: translate(request.language, 'auth.otpSent'),
          resend_after: resendAfter,
        };
      },
    );
  }

  for (const role of ROLES) {
    const area = ROLE_AREA[role];

    app.post(
      `/${area}/Verify-otp`,
      {
        preHandler: signInLimits.verify,
        schema: {
          tags: ['auth'],
          summary: `Verify a sign-in code (${role}); data is the prefill of a known account`,
          body: verifyOtpBodySchema(role),
          response: { 200: VerifyOtpResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { mobile, otp } = request.body;
        const result = await app.auth.verifyOtp(role, mobile, otp, app.signInClient(request));
        reply.setCookie(COOKIE.proof, result.proof, {
          ...app.cookieBase(request),
          maxAge: app.config.auth.proofTtlSeconds,
        });
        // This device now knows the number: its own limits, not those of strangers (decision 003).
        reply.setCookie(COOKIE.device, result.device, {
          ...app.cookieBase(request),
          maxAge: app.config.auth.deviceTtlDays * 86400,
        });
        return {
          message: translate(request.language, 'auth.otpVerified'),
          ...(result.data ? { data: result.data } : {}),
          ...(result.otherAccounts.length > 0 ? { other_accounts: result.otherAccounts } : {}),
        };
      },
    );

    app.post(
      `/${area}/Register`,
      {
        schema: {
          tags: ['auth'],
          summary: `Create or update the ${role} account of a verified mobile and sign in`,
          body: registerBodySchema(role),
          response: { 200: RegisterResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { issued, body } = await app.auth.register(
          role,
          request.body,
          request.cookies[COOKIE.proof],
          request.language,
        );
        reply.clearCookie(COOKIE.proof, { path: '/api' });
        app.setSessionCookies(request, reply, issued);
        const message = translate(request.language, 'auth.registered');
        return { message, data: { message, ...body.data }, User: body.User };
      },
    );
  }

  // The first client called this path without its slash (`/apiTranspoter/Refresh`, docs/api.md);
  // we serve it with one, and the slashless one too (refreshRoute, registered outside /api in
  // app.ts).
  await app.register(refreshRoute('/Transpoter/Refresh'));

  // The signed-in account as the server knows it; the client checks its session with it.
  app.get(
    '/Transpoter/Me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account: the role record and the session user',
        response: { 200: MeResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const me = await app.auth.me(actorOf(request));
      if (!me) throw forbidden('errors.auth.required');
      return me;
    },
  );

  app.post(
    '/Transpoter/Logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session and clear its cookies',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await app.auth.logout(request.cookies[COOKIE.refresh], request.cookies[COOKIE.access]);
      app.clearSessionCookies(reply);
      return { message: translate(request.language, 'auth.loggedOut') };
    },
  );
};

/**
 * Rotates the refresh token (decision 003). Served at `/api/Transpoter/Refresh` and, for an
 * older client that builds the URL without the slash, at `/apiTranspoter/Refresh`: the same
 * handler, and the refresh cookie is set on both paths (plugins/app/auth.ts).
 */
export const refreshRoute =
  (url: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      url,
      {
        schema: {
          // The slashless path is the same call: documented once, under /api.
          hide: !url.startsWith('/Transpoter/'),
          tags: ['auth'],
          summary: 'Rotate the refresh token and issue a new access token',
          response: { 200: MessageResponseSchema, 401: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          const issued = await app.auth.refresh(request.cookies[COOKIE.refresh]);
          app.setSessionCookies(request, reply, issued);
          return { message: translate(request.language, 'auth.refreshed') };
        } catch (error) {
          app.clearSessionCookies(reply);
          throw error;
        }
      },
    );
  };
