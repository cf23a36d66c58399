import { PAGE_SIZE, type LoadListingResponse } from '@lorrybazaar/contract';
import { api, apiPath } from '#lib/api-client';

const ALL_LOADS = '/Transpoter/getAllLoads';
const pageQuery = (page: number) => ({ page, limit: PAGE_SIZE });

export const getAllLoads = (page: number, signal?: AbortSignal) =>
  api<LoadListingResponse>(ALL_LOADS, { query: pageQuery(page), signal });

/** The Loads tab's first call, before any search: the first page of every open load. */
export const firstLoadsPage = apiPath(ALL_LOADS, pageQuery(1));
