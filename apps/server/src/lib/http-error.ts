/**
 * An error the client is meant to see. `code` is an i18n key of the contract's locales
 * (section `errors`), so every client shows it in the user's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    /** Additive keys merged into the response body (e.g. `retry_after`). */
    readonly extra: Record<string, unknown> = {},
    /** What went wrong underneath (logged, never sent). */
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'HttpError';
  }
}

export const badRequest = (
  code: string,
  params?: Record<string, string | number>,
  extra?: Record<string, unknown>,
) => new HttpError(400, code, params, extra);
export const unauthorized = (code: string) => new HttpError(401, code);
export const forbidden = (code = 'errors.forbidden') => new HttpError(403, code);
export const notFound = (code = 'errors.notFound') => new HttpError(404, code);
export const conflict = (code: string) => new HttpError(409, code);
export const tooManyRequests = (
  code: string,
  retryAfterSeconds: number,
  params?: Record<string, string | number>,
) => new HttpError(429, code, { seconds: retryAfterSeconds, ...params }, { retry_after: retryAfterSeconds });

/**
 * Something the request needs is away for a moment: PostgreSQL restarting or a connection of the
 * pool cut, the limits' Redis unreachable. 503 with `Retry-After`, never 500: the request was
 * fine and may be sent again (plugins/app/errors.ts; docs/deployment.md, When PostgreSQL or
 * Redis is away).
 */
export const UNAVAILABLE_RETRY_SECONDS = 5;
export const unavailable = (cause?: unknown) =>
  new HttpError(503, 'errors.unavailable', {}, { retry_after: UNAVAILABLE_RETRY_SECONDS }, cause);
