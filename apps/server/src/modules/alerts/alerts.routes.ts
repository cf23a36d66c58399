import {
  ALERTS_CODES,
  AlertSettingsResponseSchema,
  DeletePushSubscriptionBodySchema,
  ErrorBodySchema,
  PushKeyResponseSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionResponseSchema,
  SaveAlertSettingsBodySchema,
  SaveLanguageBodySchema,
  SaveLanguageResponseSchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n.js';
import { actorOf } from '../../lib/actor.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

/** Alerts (docs/api.md, Alerts): the caller's own settings and push subscriptions. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app;

  app.get(
    '/Transpoter/alertSettings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "The caller's alert settings: which kinds go by SMS, and when",
        response: { 200: AlertSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await alerts.settings(actorOf(request)) }),
  );

  app.put(
    '/Transpoter/alertSettings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: 'Save the alert settings (SMS are written in the language of this request)',
        body: SaveAlertSettingsBodySchema,
        response: { 200: AlertSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.language, ALERTS_CODES.saved),
      data: await alerts.saveSettings(actorOf(request), request.body),
    }),
  );

  app.put(
    '/Transpoter/language',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "The language the caller's SMS and pushes are written in (the app's, when they pick one)",
        body: SaveLanguageBodySchema,
        response: { 200: SaveLanguageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await alerts.saveLanguage(actorOf(request), request.body.language) }),
  );

  app.get(
    '/Transpoter/pushKey',
    {
      onRequest: app.requireUser,
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
      onRequest: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "Save this browser's push subscription (PushSubscription.toJSON())",
        body: PushSubscriptionBodySchema,
        response: { 201: PushSubscriptionResponseSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await alerts.subscribe(actorOf(request), request.body);
      return reply.status(201).send({ message: translate(request.language, ALERTS_CODES.subscribed) });
    },
  );

  app.delete(
    '/Transpoter/pushSubscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "Remove this browser's push subscription (the caller's own)",
        body: DeletePushSubscriptionBodySchema,
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await alerts.unsubscribe(actorOf(request), request.body.endpoint);
      return { message: translate(request.language, ALERTS_CODES.unsubscribed) };
    },
  );
};
