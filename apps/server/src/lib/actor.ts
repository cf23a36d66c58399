import type { FastifyRequest } from 'fastify';
import type { Language, Role } from '@lorrybazaar/contract';
import { forbidden } from './http-error.js';

/** Who is asking, in which language (the session user; never a body field). */
export interface Actor {
  userId: number;
  role: Role;
  language: Language;
}

/** The acting user of a request that passed `requireUser` or `requireRole`. */
export const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user!.userId,
  role: request.user!.role,
  language: request.language,
});

/**
 * A body or query may name the acting user (`user_id`, as the documents send it), never another
 * one (docs/api.md, Who owns what): the owner is always the session user.
 */
export function assertSelf(namedUserId: number | null, actorId: number): void {
  if (namedUserId !== null && namedUserId !== actorId) throw forbidden('errors.forbidden');
}
