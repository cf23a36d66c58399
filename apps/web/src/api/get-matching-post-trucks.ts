import { type MatchingPostTrucksBody, type PostedTruckListingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getMatchingPostTrucks = (body: MatchingPostTrucksBody, signal?: AbortSignal) =>
  api<PostedTruckListingResponse>('/Transpoter/getMatchingPostTrucks', { method: 'POST', body, signal });
