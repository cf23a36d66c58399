import type { ErrorBody } from '@lorrybazaar/contract';
import { API_BASE_URL } from '#config/app';

/** A failed API call: the HTTP status and the server's error body (code, message, issues). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
  /** The i18n key the UI shows, when the server named one. */
  get code(): string | undefined {
    return this.body?.code;
  }
}

/** `reason`: the code the failed refresh gave (`errors.auth.suspended` when an operator suspended the user). */
type SessionLostHandler = (reason?: string) => void;
let onSessionLost: SessionLostHandler = () => undefined;
/** Called once when a refresh fails: the app clears the session and goes to /. */
export const setSessionLostHandler = (handler: SessionLostHandler) => {
  onSessionLost = handler;
};

let refreshing: Promise<boolean> | null = null;
let lostReason: string | undefined;
/** One refresh at a time, however many calls failed together (a second one would look like reuse). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(`${API_BASE_URL}/Transpoter/Refresh`, { credentials: 'include' })
    .then(async (response) => {
      if (!response.ok)
        lostReason = ((await response.json().catch(() => null)) as Partial<ErrorBody> | null)?.code;
      return response.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The 403s that are about the sign-in itself, not the request (docs/api.md, Sessions and
 * cookies; the server's `requireUser` guard, apps/server/src/plugins/app/auth.ts): an expired or
 * missing sign-in, which a refresh cures, and a session an operator ended by suspending the user,
 * whose refresh fails saying so (the app then says why and whom to call).
 */
export const SESSION_CODES: ReadonlySet<string> = new Set(['errors.auth.required', 'errors.auth.suspended']);

/**
 * The rule of every call (docs/api.md, Sessions and cookies): a 403 of `SESSION_CODES` means the
 * access token no longer holds, so refresh once and repeat the request; when the refresh fails
 * the session is lost (with the refresh's reason) and the 403 is answered. Any other 403 (wrong
 * role, not verified, another user's data, cross-site) is the server's answer to this request:
 * the caller gets it, sent once (docs/decisions/003-sign-in-and-sessions.md). `codeOf` reads the
 * answer's error code.
 */
export async function withRefresh<R extends { status: number }>(
  attempt: () => Promise<R>,
  codeOf: (answer: R) => Promise<string | undefined> | string | undefined,
): Promise<R> {
  const first = await attempt();
  if (first.status !== 403 || !SESSION_CODES.has((await codeOf(first)) ?? '')) return first;
  if (await refreshSession()) return attempt();
  onSessionLost(lostReason);
  return first;
}

/** The error code of a fetch answer, read from a copy so that the answer's body stays unread. */
const codeOfResponse = (response: Response): Promise<string | undefined> =>
  response
    .clone()
    .json()
    .then((body: Partial<ErrorBody> | null) => body?.code ?? undefined)
    .catch(() => undefined);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | null | undefined>;
  signal?: AbortSignal;
}

/**
 * The address of a call: the API's base, the path and the query, empty values left out. One
 * builder, so that a call the server preloads for a page (a route module's `firstCalls`,
 * docs/decisions/038) is the very address the page then asks for.
 */
export function apiPath(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  return fetch(new URL(apiPath(path, options.query), window.location.origin), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) throw new ApiError(response.status, json as Partial<ErrorBody> | null);
  return json as T;
}

/**
 * The one API client: same-origin credentials; on a 403 of an expired sign-in one refresh, then
 * one retry; when the refresh fails the session is lost and the caller gets the error. Every
 * other failure reaches the caller as it came, the request sent once.
 */
export const api = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  answer<T>(() => withRefresh(() => send(path, options), codeOfResponse));

/**
 * A call of a page without an account (an LR's check, a driver's link): no session to refresh,
 * and never the signed-in user's session lost because such a call failed.
 */
export const publicApi = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  answer<T>(() => send(path, options));

async function answer<T>(request: () => Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { code: 'errors.network', message: 'Network error' });
  }
  return parse<T>(response);
}
