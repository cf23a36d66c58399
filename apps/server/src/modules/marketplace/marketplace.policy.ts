import type { Language } from '@lorrybazaar/contract';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { translate } from '../../lib/i18n.js';

/**
 * A body or query may name the acting user (`user_id`, as the documents send it), never another
 * one (docs/api.md, Who owns what): the owner is always the session user.
 */
export function assertSelf(namedUserId: number | null, actorId: number): void {
  if (namedUserId !== null && namedUserId !== actorId) throw forbidden('errors.forbidden');
}

export interface FieldIssue {
  path: string;
  /** An i18n key of the `marketplace` namespace. */
  code: string;
}

/**
 * Rules only the database can judge (an id naming no material, a district that does not exist)
 * answer like the schema's checks: 400 `errors.validation` with `issues[]` under their fields.
 */
export function fieldErrors(language: Language, issues: FieldIssue[]): HttpError {
  const translated = issues.map((issue) => ({ ...issue, message: translate(language, issue.code) }));
  const first = translated[0]!;
  return new HttpError(
    400,
    'errors.validation',
    {},
    { issues: translated, message: `${first.path}: ${first.message}` },
  );
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
