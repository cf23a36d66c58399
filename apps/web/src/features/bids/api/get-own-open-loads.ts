import { useQuery } from '@tanstack/react-query';
import { LIMIT_MAX, LOAD_STATUS, type OwnLoadsResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/**
 * My open loads (not booked, not expired): the ones that can be offered in a bid on a posted
 * truck and that Trip Requests lists. The newest LIMIT_MAX; older open loads are rare.
 */
export const getOwnOpenLoads = (signal?: AbortSignal) =>
  api<OwnLoadsResponse>('/Transpoter/getLoadsByUserId', {
    query: { page: 1, limit: LIMIT_MAX },
    signal,
  }).then((body) => body.data.filter((load) => load.loads_status === LOAD_STATUS.open));

export const useOwnOpenLoads = (enabled = true) =>
  useQuery({
    queryKey: ['own-loads', 'open-for-bids'],
    queryFn: ({ signal }) => getOwnOpenLoads(signal),
    enabled,
  });

/** My newest loads, any status: the bid screens' header when it has nothing else to go on. */
export const useOwnLoadsForBids = (enabled = true) =>
  useQuery({
    queryKey: ['own-loads', 'for-bids'],
    queryFn: ({ signal }) =>
      api<OwnLoadsResponse>('/Transpoter/getLoadsByUserId', {
        query: { page: 1, limit: LIMIT_MAX },
        signal,
      }).then((body) => body.data),
    enabled,
  });
