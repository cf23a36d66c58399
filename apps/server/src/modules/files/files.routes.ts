import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@lorrybazaar/contract';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { FILE_PURPOSES, MAX_FILE_BYTES, type FilePurpose } from './files.service.js';
import { sendStoredFile } from './send-file.js';
import { actorOf } from '../../lib/actor.js';

const UploadResponseSchema = z.object({
  data: z.object({ file_id: z.string(), name: z.string(), content_type: z.string(), size: z.number().int() }),
});

/** Uploads go through the API (docs/api.md, Files): no storage credential ever reaches a browser. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Transpoter/uploadFile',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 hour',
          // Counted at preHandler, after the requireUser guard, so per user: at onRequest there is no
          // user yet and every user behind one address (an office, a carrier's NAT) shared 60.
          hook: 'preHandler',
          keyGenerator: (request) => `upload:${request.user?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart: purpose, file); JPEG, PNG, WebP or PDF, at most 10 MB',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          413: ErrorBodySchema,
          507: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('errors.files.missing');
      let purpose: string | undefined;
      let stored: Awaited<ReturnType<typeof app.files.store>> | undefined;
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 },
        })) {
          if (part.type === 'field') {
            if (part.fieldname === 'purpose') purpose = String(part.value);
            continue;
          }
          if (!purpose || !(FILE_PURPOSES as readonly string[]).includes(purpose)) {
            part.file.resume();
            throw badRequest('errors.files.purpose');
          }
          const bytes = await part.toBuffer().catch((error: { code?: string }) => {
            if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'errors.files.size');
            throw error;
          });
          if (bytes.length === 0) throw badRequest('errors.files.missing');
          file = { name: part.filename, bytes };
        }
      } catch (error) {
        // The multipart parser's own errors (no boundary, a truncated body, a bad part header)
        // are a malformed request: 400, not 500.
        if (error instanceof HttpError) throw error;
        throw badRequest('errors.badRequest');
      }
      if (file) {
        stored = await app.files.store(actorOf(request), purpose as FilePurpose, file.name, file.bytes);
      }
      if (!stored) throw badRequest(purpose ? 'errors.files.missing' : 'errors.files.purpose');
      return reply.status(201).send({
        data: {
          file_id: stored.id,
          name: stored.originalName,
          content_type: stored.contentType,
          size: stored.sizeBytes,
        },
      });
    },
  );

  app.get(
    '/Transpoter/file/:file_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['files'],
        summary: 'Read a file through a signed link made for the signed-in viewer',
        params: z.object({ file_id: z.string().uuid() }),
        querystring: z.object({
          v: z.string().max(20),
          exp: z.string().max(20),
          d: z.enum(['0', '1']),
          sig: z.string().max(100),
        }),
      },
    },
    async (request, reply) => {
      const found = await app.files.resolveLink(actorOf(request), request.params.file_id, request.query);
      // Wrong viewer, expired, forged or missing all look the same.
      if (!found) throw notFound();
      const { row, download } = found;
      return sendStoredFile(reply, row, await app.files.open(row), download);
    },
  );
};
