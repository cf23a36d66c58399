/** What the trade routes answer besides their data: the error bodies and the empty lists' message. */
import type { FastifyRequest } from 'fastify';
import { ErrorBodySchema } from '@lorrybazaar/contract';
import { translate } from '../../../lib/i18n.js';

/** The error answers of the marketplace routes (loads, trucks). */
export const LISTING_ERRORS = {
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** The error answers of the bid and trip routes (402: a lapsed driver's paid action). */
export const TRADE_ERRORS = { ...LISTING_ERRORS, 402: ErrorBodySchema };

/** With an empty list, the message the screens show (in the caller's language). */
export const withEmptyMessage = <T extends { data: unknown[] }>(
  request: FastifyRequest,
  body: T,
  code: string,
) => (body.data.length ? body : { ...body, message: translate(request.language, code) });
