import { forbidden } from './http-error.js';

/**
 * A body or query may name the acting user (`user_id`, as the documents send it), never another
 * one (docs/api.md, Who owns what): the owner is always the session user.
 */
export function assertSelf(namedUserId: number | null, actorId: number): void {
  if (namedUserId !== null && namedUserId !== actorId) throw forbidden('errors.forbidden');
}

/** A unique-constraint violation (23505) of this constraint, however the driver wraps it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505' && (e.constraint === constraint || e.message?.includes(constraint))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
