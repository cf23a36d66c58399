import { ErrorBodySchema } from '@lorrybazaar/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor.js';

/** The error answers of the console and the reports. */
export const OPS_ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const tags = ['ops'];

/** The operator acting: a request that passed `requireOperator`. */
export const operatorId = (request: FastifyRequest) => actorOf(request).userId;
