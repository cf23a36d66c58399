import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsignmentNoteActionBodySchema,
  ConsignmentNoteBodySchema,
  ConsignmentNoteQuerySchema,
  ConsignmentNoteResponseSchema,
  ErrorBodySchema,
  PAPERWORK_CODES,
  TripDriverBodySchema,
  TripDriverQuerySchema,
  TripDriverResponseSchema,
} from '@lorrybazaar/contract';
import { actorOf } from '../../../lib/actor.js';
import { translate } from '../../../lib/i18n.js';
import { assignDriver } from '../commands/assign-driver.js';
import { cancelNote } from '../commands/cancel-note.js';
import { issueNote } from '../commands/issue-note.js';
import { saveNote } from '../commands/save-note.js';
import type { PaperworkDeps } from '../deps.js';
import { getTripDriver } from '../queries/get-driver.js';
import { getNote } from '../queries/get-note.js';
import { originOf } from './origin.js';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const tags = ['paperwork'];

/** The trip's paperwork for its two parties (docs/api.md, Paperwork). */
export const tripPaperworkRoutes =
  (deps: PaperworkDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Transpoter/tripDriver',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "The trip's driver (either party); whether the caller may name one",
          querystring: TripDriverQuerySchema,
          response: { 200: TripDriverResponseSchema, ...errors },
        },
      },
      async (request) => getTripDriver(deps, actorOf(request), request.query.schedule_id),
    );

    app.put(
      '/Transpoter/tripDriver',
      {
        onRequest: app.requireUser,
        // Each call texts a phone: counted per user, after the session is known.
        config: {
          rateLimit: {
            max: 20,
            timeWindow: '1 hour',
            hook: 'preHandler',
            keyGenerator: (request) => `trip-driver:${request.user?.userId ?? request.ip}`,
          },
        },
        schema: {
          tags,
          summary: "Name the trip's driver (the truck's side): they get an SMS with their page's link",
          body: TripDriverBodySchema,
          response: { 200: TripDriverResponseSchema, 429: ErrorBodySchema, ...errors },
        },
      },
      async (request) => ({
        ...(await assignDriver(deps, actorOf(request), request.body, originOf(app, request))),
        message: translate(request.language, PAPERWORK_CODES.driverSaved),
      }),
    );

    app.get(
      '/Transpoter/consignmentNote',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "The trip's consignment note (an empty draft before one is saved)",
          querystring: ConsignmentNoteQuerySchema,
          response: { 200: ConsignmentNoteResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await getNote(deps, actorOf(request), request.query.schedule_id) }),
    );

    app.put(
      '/Transpoter/consignmentNote',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'Save the draft note (either party; the whole draft); locked once issued',
          body: ConsignmentNoteBodySchema,
          response: { 200: ConsignmentNoteResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await saveNote(deps, actorOf(request), request.body),
        message: translate(request.language, PAPERWORK_CODES.noteSaved),
      }),
    );

    app.post(
      '/Transpoter/consignmentNote/issue',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary:
            "Issue the LR (the truck's side): its number, the PDF in three copies, attached as the trip's LR",
          body: ConsignmentNoteActionBodySchema,
          response: { 201: ConsignmentNoteResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          data: await issueNote(deps, actorOf(request), request.body.schedule_id, originOf(app, request)),
          message: translate(request.language, PAPERWORK_CODES.noteIssued),
        }),
    );

    app.post(
      '/Transpoter/consignmentNote/cancel',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary:
            "Cancel the issued LR (the truck's side): a draft with its fields, to issue under a new number",
          body: ConsignmentNoteActionBodySchema,
          response: { 200: ConsignmentNoteResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await cancelNote(deps, actorOf(request), request.body.schedule_id),
        message: translate(request.language, PAPERWORK_CODES.noteCancelled),
      }),
    );
  };
