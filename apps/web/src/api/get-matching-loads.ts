import type { LoadListingResponse, MatchingLoadsBody } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getMatchingLoads = (body: MatchingLoadsBody, signal?: AbortSignal) =>
  api<LoadListingResponse>('/Transpoter/getMatchingLoads', { method: 'POST', body, signal });
