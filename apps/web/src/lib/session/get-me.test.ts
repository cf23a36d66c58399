import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@lorrybazaar/contract';
import { store } from '#lib/store';
import { meQueryOptions } from './get-me';
import { clearSession, setRoleData } from './session-slice';

const meOf = (users_id: string, name: string): MeResponse => ({
  data: { transporters_id: `t-${users_id}`, transporters_name: name, company: `${name} Roadways` },
  User: { users_id, users_name: name, users_mobile: '9876543210', user_types_id: '2' },
});

/** fetch answering GET /Me with `me` once `answer()` is called; aborted, it rejects as the browser's does. */
function slowMe(me: MeResponse) {
  let answer = () => {};
  const fetch = vi.fn(
    (_url: URL, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        answer = () => resolve(new Response(JSON.stringify(me), { status: 200 }));
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: () => answer() };
}

describe("['me'] feeds the session record (docs/decisions/034)", () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    store.dispatch(clearSession());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    client.clear();
  });

  it('writes the answer into the slice and keeps no copy of it in the query cache', async () => {
    store.dispatch(setRoleData({ users_id: 'u1', users_name: 'Old name', user_types_id: '2' }));
    const { fetch, answer } = slowMe(meOf('u1', 'Asha Transport'));
    const check = client.fetchQuery(meQueryOptions());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    answer();
    expect(await check).toBeNull();
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/Transpoter\/Me$/);
    expect(store.getState().transporter).toMatchObject({
      users_id: 'u1',
      users_name: 'Asha Transport',
      transporters_name: 'Asha Transport',
      company: 'Asha Transport Roadways',
    });
    expect(client.getQueryData(meQueryOptions().queryKey)).toBeNull();
  });

  it('replaces, not merges, a record of another user: the cookie decides', async () => {
    store.dispatch(
      setRoleData({ users_id: 'u2', users_name: 'Ravi', brokers_id: 'b-u2', user_types_id: '3' }),
    );
    const { fetch, answer } = slowMe(meOf('u1', 'Asha Transport'));
    const check = client.fetchQuery(meQueryOptions());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    answer();
    await check;
    expect(store.getState().transporter).toMatchObject({
      users_id: 'u1',
      brokers_id: '',
      user_types_id: '2',
    });
  });

  it('writes nothing when the check is cancelled on its way (logout clears the cache)', async () => {
    const { fetch, answer } = slowMe(meOf('u1', 'Asha Transport'));
    // The query function itself, so the test waits for all it does, not only for the cancelled query.
    const options = meQueryOptions();
    const queryFn = vi.fn(options.queryFn!);
    const check = client.fetchQuery({ ...options, queryFn });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    client.clear();
    answer();
    await expect(check).rejects.toThrow();
    await Promise.allSettled(queryFn.mock.results.map((result) => result.value));
    expect(store.getState().transporter.users_id).toBe('');
  });
});
