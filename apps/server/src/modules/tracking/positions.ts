import type { FastifyRequest } from 'fastify';
import { POSITION_REQUESTS_PER_MINUTE, type TripPositionsBody } from '@lorrybazaar/contract';
import type { PositionInput } from './commands/store-positions.js';

/**
 * What the two routes that take positions share (the trip page's, the driver page's; decision
 * 051): the batch as the command takes it, and the flood limit, counted per sender (`key`: the
 * user, or the driver's link), after the sender is known.
 */
export const positionInputs = (positions: TripPositionsBody['positions']): PositionInput[] =>
  positions.map((p) => ({ at: new Date(p.at), lat: p.lat, lng: p.lng, accuracyM: p.accuracy_m }));

export const positionsRateLimit = (key: (request: FastifyRequest) => string) => ({
  rateLimit: {
    max: POSITION_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `positions:${key(request)}`,
  },
});
