import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setSessionLostHandler } from './api-client';

/** The server's error body (docs/api.md, Errors). */
const refusal = (status: number, code: string) =>
  new Response(JSON.stringify({ error: 'Forbidden', message: code, code }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fake fetch answering each address from its own queue of answers, and counting the calls. */
function fakeServer(answers: Record<string, (() => Response)[]>) {
  const calls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(path);
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    return Promise.resolve(next());
  });
  vi.stubGlobal('fetch', fetch);
  return { count: (path: string) => calls.filter((call) => call === path).length };
}

/** The call as the client names it (`api` adds the base, `/api`) and as the server sees it. */
const BOOK_CALL = '/Transpoter/bookNow';
const BOOK = `/api${BOOK_CALL}`;
const REFRESH = '/api/Transpoter/Refresh';

describe('the API client and a 403', () => {
  const lost = vi.fn();
  beforeEach(() => setSessionLostHandler(lost));
  afterEach(() => {
    vi.unstubAllGlobals();
    lost.mockReset();
  });

  it('sends a business refusal (403 not verified) once, refreshes nothing and answers it', async () => {
    const server = fakeServer({ [BOOK]: [() => refusal(403, 'bids:errors.driverNotVerified')] });
    const error = await api(BOOK_CALL, { method: 'POST', body: { load_id: 'l1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe('bids:errors.driverNotVerified');
    expect(server.count(BOOK)).toBe(1);
    expect(server.count(REFRESH)).toBe(0);
    expect(lost).not.toHaveBeenCalled();
  });

  it('sends a wrong-role 403 once too', async () => {
    const server = fakeServer({ [BOOK]: [() => refusal(403, 'errors.auth.wrongRole')] });
    await expect(api(BOOK_CALL, { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(server.count(BOOK)).toBe(1);
    expect(server.count(REFRESH)).toBe(0);
  });

  it('refreshes an expired sign-in (403 errors.auth.required) once and repeats the call once', async () => {
    const server = fakeServer({
      [BOOK]: [() => refusal(403, 'errors.auth.required'), () => ok({ data: { schedule_id: 's1' } })],
      [REFRESH]: [() => ok({ data: {} })],
    });
    await expect(api(BOOK_CALL, { method: 'POST', body: {} })).resolves.toEqual({
      data: { schedule_id: 's1' },
    });
    expect(server.count(REFRESH)).toBe(1);
    expect(server.count(BOOK)).toBe(2);
    expect(lost).not.toHaveBeenCalled();
  });

  it('does not retry a second time when the repeated call is refused again', async () => {
    const server = fakeServer({
      [BOOK]: [() => refusal(403, 'errors.auth.required'), () => refusal(403, 'errors.auth.required')],
      [REFRESH]: [() => ok({ data: {} })],
    });
    await expect(api(BOOK_CALL, { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(server.count(REFRESH)).toBe(1);
    expect(server.count(BOOK)).toBe(2);
  });

  it('loses the session when the refresh fails, and answers the 403 without a repeat', async () => {
    const server = fakeServer({
      [BOOK]: [() => refusal(403, 'errors.auth.required')],
      [REFRESH]: [() => refusal(401, 'errors.auth.suspended')],
    });
    await expect(api(BOOK_CALL, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'errors.auth.required',
    });
    expect(server.count(BOOK)).toBe(1);
    expect(lost).toHaveBeenCalledExactlyOnceWith('errors.auth.suspended');
  });

  it('a session an operator ended (403 errors.auth.suspended): the refresh says so, and the session is lost with that reason', async () => {
    const server = fakeServer({
      [BOOK]: [() => refusal(403, 'errors.auth.suspended')],
      [REFRESH]: [() => refusal(401, 'errors.auth.suspended')],
    });
    await expect(api(BOOK_CALL, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'errors.auth.suspended',
    });
    expect(server.count(BOOK)).toBe(1);
    expect(server.count(REFRESH)).toBe(1);
    expect(lost).toHaveBeenCalledExactlyOnceWith('errors.auth.suspended');
  });
});
