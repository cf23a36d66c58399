import { PAGE_SIZE, type PostedTruckListingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getPaginatedTrucks = (page: number, signal?: AbortSignal) =>
  api<PostedTruckListingResponse>('/Transpoter/getPaginatedTrucks', {
    query: { page, limit: PAGE_SIZE },
    signal,
  });
