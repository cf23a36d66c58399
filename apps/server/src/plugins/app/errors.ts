import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { HttpError, unavailable } from '../../lib/http-error.js';
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

  app.setErrorHandler((caught: FastifyError, request, reply) => {
    // The database away (a cut connection, a restart): the request may be sent again.
    const error = isDatabaseAway(caught) ? unavailable(caught) : caught;
    if (error instanceof HttpError) {
      if (error.statusCode === 503 && error.extra.retry_after !== undefined) {
        request.log.warn({ err: loggableError(error.cause) }, 'request failed: a service it needs is away');
        reply.header('retry-after', String(error.extra.retry_after));
      }
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

/**
 * The database is away rather than the request wrong: PostgreSQL's connection exceptions (08…),
 * shutdown and start-up (57P01–57P03), too many connections (53300); the socket refused or cut;
 * node-postgres giving up on a lost connection or on the wait for a new one. However wrapped
 * (Drizzle puts the driver's error in `cause`).
 */
const AWAY_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const AWAY_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];
export function isDatabaseAway(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (AWAY_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && AWAY_MESSAGES.some((text) => message.startsWith(text))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

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
