import { PAGE_SIZE, type LoadListingResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const getAllLoads = (page: number, signal?: AbortSignal) =>
  api<LoadListingResponse>('/Transpoter/getAllLoads', { query: { page, limit: PAGE_SIZE }, signal });
