import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where links sent out (an SMS, a QR code) point: PUBLIC_ORIGIN, else the request's own origin. */
export const originOf = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
