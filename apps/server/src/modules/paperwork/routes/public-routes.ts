import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DriverPodFieldsSchema,
  DriverTripResponseSchema,
  ErrorBodySchema,
  LrVerificationResponseSchema,
  PAPERWORK_CODES,
  POD_PHOTO_MAX_BYTES,
  POD_SIGNATURE_MAX_BYTES,
  PaperworkTokenParamsSchema,
} from '@lorrybazaar/contract';
import { fieldErrors } from '../../../lib/field-errors.js';
import { HttpError, badRequest } from '../../../lib/http-error.js';
import { translate } from '../../../lib/i18n.js';
import { recordPod } from '../commands/record-pod.js';
import type { PaperworkDeps } from '../deps.js';
import { driverLrFile, driverUploadedLrFile } from '../queries/driver-lr.js';
import { driverTrip } from '../queries/driver-trip.js';
import { errors, perAddress, tags } from './public-common.js';
import { verifyLr } from '../queries/verify-lr.js';
import { sendStoredFile } from '../../files/send-file.js';

/** The pages without an account: an LR's verification, and the driver's page (docs/api.md, Paperwork). */
export const publicPaperworkRoutes =
  (deps: PaperworkDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/public/lr/:token',
      {
        config: perAddress(300),
        schema: {
          tags,
          summary:
            "Check an LR (its QR code): number, date, truck, route, the parties' names, issued / cancelled / delivered",
          params: PaperworkTokenParamsSchema,
          response: { 200: LrVerificationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await verifyLr(deps, request.params.token) };
      },
    );

    app.get(
      '/public/driver/:token',
      {
        config: perAddress(300),
        schema: {
          tags,
          summary: "The driver's page of one trip: route, day, whom to call, the LR and e-way bills",
          params: PaperworkTokenParamsSchema,
          response: { 200: DriverTripResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await driverTrip(deps, request.params.token, request.language) };
      },
    );

    app.get(
      '/public/driver/:token/lr',
      {
        config: perAddress(120),
        schema: {
          tags,
          summary: "The trip's issued LR (PDF, three copies), for the driver",
          params: PaperworkTokenParamsSchema,
        },
      },
      async (request, reply) => {
        const { row, name, stream } = await driverLrFile(deps, request.params.token);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-length', row.sizeBytes)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream);
      },
    );

    app.get(
      '/public/driver/:token/uploadedLr',
      {
        config: perAddress(120),
        schema: {
          tags,
          summary: "The LR a party uploaded on the trip (a photo or a PDF), opened on the driver's page",
          params: PaperworkTokenParamsSchema,
        },
      },
      async (request, reply) => {
        const { row, stream } = await driverUploadedLrFile(deps, request.params.token);
        return sendStoredFile(reply, row, stream);
      },
    );

    app.post(
      '/public/driver/:token/pod',
      {
        config: perAddress(30),
        schema: {
          tags,
          summary: "Proof of delivery from the driver's page (multipart: received_by, signature, photo)",
          consumes: ['multipart/form-data'],
          params: PaperworkTokenParamsSchema,
          response: { 201: DriverTripResponseSchema, 413: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { fields, photo } = await readPodForm(request);
        const parsed = DriverPodFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          throw fieldErrors(
            request.language,
            parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message })),
          );
        }
        if (!photo)
          throw fieldErrors(request.language, [{ path: 'photo', code: 'paperwork:validation.photo' }]);
        const signature = Buffer.from(
          parsed.data.signature.slice(parsed.data.signature.indexOf(',') + 1),
          'base64',
        );
        const data = await recordPod(
          deps,
          request.params.token,
          { receivedBy: parsed.data.received_by!, signature, photo },
          request.language,
        );
        return reply.code(201).send({ data, message: translate(request.language, PAPERWORK_CODES.podSaved) });
      },
    );
  };

/** The POD form's text fields and its one photo. */
async function readPodForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('errors.files.missing');
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: POD_PHOTO_MAX_BYTES,
        files: 1,
        fields: 4,
        fieldSize: Math.ceil((POD_SIGNATURE_MAX_BYTES * 4) / 3) + 64,
      },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      photo = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'errors.files.size');
        throw error;
      });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('errors.badRequest');
  }
  return { fields, photo: photo?.length ? photo : undefined };
}
