import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PROFILE_PATHS,
  ROLES,
  ROLE_AREA,
  SendMobileChangeOtpBodySchema,
  SendOtpResponseSchema,
  SessionUserSchema,
  accountDetailsBodySchema,
  documentsBodySchema,
  ownerProfileSchema,
  profileQuerySchema,
  profileResponseSchema,
  profileSavedResponseSchema,
  updateAddressBodySchema,
} from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';
import { localiseFieldErrors } from '../../lib/field-errors.js';
import { actorOf } from '../../lib/actor.js';

const errors = {
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * Profiles, addresses, documents and account details of the four roles (docs/api.md; the
 * table of calls is in packages/contract/src/profiles.ts). Paths keep the contract's spelling.
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.profiles;

  for (const role of ROLES) {
    const area = ROLE_AREA[role];
    const paths = PROFILE_PATHS[role];
    const tags = ['profiles'];

    app.get(
      paths.get,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `The ${role}'s own profile, or another ${role}'s public card`,
          querystring: profileQuerySchema(role),
          response: { 200: profileResponseSchema(role), ...errors },
        },
      },
      async (request) => ({
        data: await service.getProfile(actorOf(request), role, request.query.id),
      }),
    );

    app.route({
      method: paths.address.method,
      url: paths.address.path,
      onRequest: app.requireRole(role),
      schema: {
        tags,
        summary: `Save the ${role}'s address, state, district and GSTIN`,
        body: updateAddressBodySchema(role),
        response: { 200: profileSavedResponseSchema(role), ...errors },
      },
      handler: async (request) => {
        const data = await service
          .updateAddress(actorOf(request), role, request.body)
          .catch(localiseFieldErrors(request.language));
        return { message: translate(request.language, 'profile:messages.addressSaved'), data };
      },
    });

    app.post(
      paths.documents,
      {
        onRequest: app.requireRole(role),
        schema: {
          tags,
          summary: `Save the ${role}'s documents (uploaded file ids); a new file replaces the current one`,
          body: documentsBodySchema(role),
          response: { 201: profileSavedResponseSchema(role), ...errors },
        },
      },
      async (request, reply) => {
        const data = await service
          .saveDocuments(actorOf(request), role, request.body)
          .catch(localiseFieldErrors(request.language));
        return reply
          .status(201)
          .send({ message: translate(request.language, 'profile:messages.documentsSaved'), data });
      },
    );

    app.post(
      `/${area}/sendMobileChangeOtp`,
      {
        // Counted with send-otp: one per-IP bucket for every code sent.
        onRequest: app.requireRole(role),
        preHandler: app.signInLimits.send,
        schema: {
          tags,
          summary: 'Send a code to the new mobile number (Edit Basic Details)',
          body: SendMobileChangeOtpBodySchema,
          response: { 200: SendOtpResponseSchema, ...errors, 503: ErrorBodySchema },
        },
      },
      async (request) => {
        const { resendAfter } = await service.sendMobileChangeOtp(
          actorOf(request),
          request.body.mobile,
          app.signInClient(request),
        );
        return {
          data: true as const,
          message: translate(request.language, 'profile:messages.otpSent'),
          resend_after: resendAfter,
        };
      },
    );

    app.post(
      `/${area}/updateAccountDetails`,
      {
        // Counted with Verify-otp: one per-IP bucket for every code checked.
        onRequest: app.requireRole(role),
        preHandler: app.signInLimits.verify,
        schema: {
          tags,
          summary: 'Save e-mail and picture; change the mobile with the code sent to the new number',
          body: accountDetailsBodySchema(role),
          response: {
            200: z.object({ message: z.string(), data: ownerProfileSchema(role), User: SessionUserSchema }),
            ...errors,
          },
        },
      },
      async (request) => {
        const saved = await service.updateAccountDetails(
          actorOf(request),
          role,
          request.body,
          app.signInClient(request),
        );
        return { message: translate(request.language, 'profile:messages.accountSaved'), ...saved };
      },
    );
  }
};
