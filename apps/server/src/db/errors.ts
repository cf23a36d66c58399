/** What a database error means, read the same on PGlite and node-postgres. */

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
