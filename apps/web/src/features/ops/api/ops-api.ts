import { ApiError, api, refreshSession, type RequestOptions } from '#lib/api-client';

/**
 * The console's calls (`/api/ops/…`). Without a session they answer 401, not 403
 * (docs/decisions/029-operator-console.md): an expired access token is refreshed once here.
 */
export async function opsApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await api<T>(`/ops${path}`, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await refreshSession()))
      return api<T>(`/ops${path}`, options);
    throw error;
  }
}

/** Every console query lives under this key; a decision refreshes them all. */
export const OPS_KEY = ['ops'] as const;
