import {
  ErrorBodySchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadResponseSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
} from '@lorrybazaar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.js';
import { COOKIE } from '../../plugins/app/auth.js';

const LAST_EVENT_ID = /^[0-9]{1,15}$/;

/** Notifications and the live event stream (docs/api.md, Notifications). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Transpoter/events',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's live event stream (text/event-stream; resumes with Last-Event-ID)",
        response: { 403: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // A process shutting down takes no new stream: the browser tries again, through the proxy
      // to another process.
      if (!app.lifecycle.ready) throw new HttpError(503, 'errors.server');
      const user = request.user!;
      const header = request.headers['last-event-id'];
      const lastEventId =
        typeof header === 'string' && LAST_EVENT_ID.test(header.trim()) ? Number(header) : null;
      const raw = reply.raw;
      // The stream is written by hand; the headers the hooks set so far (security headers) go too.
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies pass the stream through instead of buffering it.
        'x-accel-buffering': 'no',
      });
      let ended = false;
      const sink = {
        write: (chunk: string) => {
          if (!ended) raw.write(chunk);
        },
        end: () => {
          if (ended) return;
          ended = true;
          raw.end();
        },
      };
      let close = () => undefined as void;
      raw.on('close', () => {
        sink.end();
        close();
      });
      const token = request.cookies[COOKIE.access];
      const alive = async () => (await app.auth.authenticate(token)) !== null;
      try {
        close = await app.notifications.open(user, lastEventId, sink, alive);
      } catch (error) {
        request.log.error({ err: error }, 'event stream failed to open');
        sink.end();
        return;
      }
      if (ended) close();
    },
  );

  app.get(
    '/Transpoter/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => app.notifications.list(request.user!.userId, request.query.page),
  );

  app.post(
    '/Transpoter/notifications/read',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: "Marks some (ids) or all of the user's notifications read",
        body: MarkNotificationsReadBodySchema,
        response: { 200: MarkNotificationsReadResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) =>
      app.notifications.markRead(request.user!.userId, 'ids' in request.body ? request.body.ids : null),
  );
};
