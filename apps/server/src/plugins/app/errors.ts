import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage, translate } from '../../lib/i18n.js';
import type { Language } from '@lorrybazaar/contract';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export interface ErrorBody {
  error: string;
  message: string;
  code: string;
  issues: { path: string; code: string; message: string }[];
  [extra: string]: unknown;
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  extra: Partial<ErrorBody> = {},
  params: Record<string, string | number> = {},
) {
  const body: ErrorBody = {
    error: STATUS_CODES[status] ?? 'Error',
    message: translate(request.language, code, params),
    code,
    issues: [],
    ...extra,
  };
  return reply.status(status).send(body);
}

/**
 * One error shape for every failure: `{ error, message, code, issues[] }`, the message in the
 * user's language. Bad input is a 4xx, never a 500; only real faults are 500 and are logged.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request.cookies?.i18next, request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, request, error.statusCode, error.code, error.extra, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        // A message key of the shared `validation` section, or of a feature's namespace (`profile:validation.gstin`).
        const message = issue.message ?? '';
        const key = /^(\w+:)?validation\./.test(message) ? message : 'validation.invalid';
        return {
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          code: key,
          message: translate(request.language, key),
        };
      });
      const first = issues[0];
      return sendError(reply, request, 400, 'errors.validation', {
        issues,
        message: first
          ? `${first.path ? `${first.path}: ` : ''}${first.message}`
          : translate(request.language, 'errors.validation'),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const retryAfter = Number(reply.getHeader('retry-after')) || 60;
      return sendError(
        reply,
        request,
        429,
        'errors.rateLimited',
        { retry_after: retryAfter },
        { seconds: retryAfter },
      );
    }
    if (isBadTextForDatabase(error)) {
      // Text the database cannot store (a NUL character, an invalid byte sequence): bad input.
      return sendError(reply, request, 400, 'errors.badRequest');
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, empty body …: all bad input, all 400 (413 kept).
      const code = status === 413 ? 'errors.tooLarge' : 'errors.badRequest';
      return sendError(reply, request, status === 413 ? 413 : 400, code);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(reply, request, 500, 'errors.server');
  });
});

/** PostgreSQL's "character not in repertoire" and "untranslatable character", however wrapped. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);
function isBadTextForDatabase(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    if (BAD_TEXT_CODES.has(String((cause as { code?: unknown }).code))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What of a failed request's error goes to the log: the kind, the message and the SQL with its
 * placeholders, never the values bound to them nor PostgreSQL's `detail` (both can hold mobiles,
 * e-mails and names: "params: 9876543210,…", "Key (mobile)=(…) already exists").
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { name, message, code, stack, query, cause } = error as {
    name?: string;
    message?: string;
    code?: unknown;
    stack?: string;
    query?: unknown;
    cause?: unknown;
  };
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*/, '');
  return {
    type: name,
    message: typeof query === 'string' ? `Failed query: ${query}` : withoutParams(message),
    ...(code === undefined ? {} : { code }),
    // Only the frames: the stack's first lines repeat the message, params and all.
    stack: stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    ...(cause ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}
