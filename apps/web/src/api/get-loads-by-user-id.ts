import type { OwnLoadsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/**
 * The signed-in user's loads, newest first (the server takes the user from the session, not from
 * a query id): Your Loads pages them, the bid screens take the newest. Their keys live under
 * OWN_LOADS_KEY (./query-keys).
 */
export const getLoadsByUserId = (page: number, limit: number, signal?: AbortSignal) =>
  api<OwnLoadsResponse>('/Transpoter/getLoadsByUserId', { query: { page, limit }, signal });
