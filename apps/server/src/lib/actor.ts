import type { FastifyRequest } from 'fastify';
import type { Language, Role } from '@lorrybazaar/contract';

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
