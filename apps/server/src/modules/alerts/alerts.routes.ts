import {
  ALERTS_CODES,
  AlertSettingsResponseSchema,
  DeletePushSubscriptionBodySchema,
  ErrorBodySchema,
  PushKeyResponseSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionResponseSchema,
  SaveAlertSettingsBodySchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

/** Alerts (docs/api.md, Alerts): the caller's own settings and push subscriptions. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app;

  app.get(
    '/Transpoter/alertSettings',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "The caller's alert settings: which kinds go by SMS, and when",
        response: { 200: AlertSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await alerts.settings(request.user!.userId) }),
  );

  app.put(
    '/Transpoter/alertSettings',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: 'Save the alert settings (SMS are written in the language of this request)',
        body: SaveAlertSettingsBodySchema,
        response: { 200: AlertSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, ALERTS_CODES.saved),
      data: await alerts.saveSettings(request.user!.userId, request.language, request.body),
    }),
  );

  app.get(
    '/Transpoter/pushKey',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "The server's VAPID public key for PushManager.subscribe (null: push is off)",
        response: { 200: PushKeyResponseSchema, ...errors },
      },
    },
    async () => ({ publicKey: alerts.publicKey() }),
  );

  app.post(
    '/Transpoter/pushSubscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "Save this browser's push subscription (PushSubscription.toJSON())",
        body: PushSubscriptionBodySchema,
        response: { 201: PushSubscriptionResponseSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await alerts.subscribe(request.user!.userId, request.language, request.body);
      return reply.status(201).send({ message: translate(request.language, ALERTS_CODES.subscribed) });
    },
  );

  app.delete(
    '/Transpoter/pushSubscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "Remove this browser's push subscription (the caller's own)",
        body: DeletePushSubscriptionBodySchema,
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await alerts.unsubscribe(request.user!.userId, request.body.endpoint);
      return { message: translate(request.language, ALERTS_CODES.unsubscribed) };
    },
  );
};
