import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMIT_MAX, LOAD_STATUS } from '@lorrybazaar/contract';
import { getLoadsByUserId } from '#api/get-loads-by-user-id';
import { OWN_LOADS_KEY } from '#api/query-keys';

/**
 * My open loads (not booked, not expired): the ones that can be offered in a bid on a posted
 * truck and that Trip Requests lists. The newest LIMIT_MAX; older open loads are rare.
 */
export const ownOpenLoadsQueryOptions = () =>
  queryOptions({
    queryKey: [...OWN_LOADS_KEY, 'open-for-bids'],
    queryFn: ({ signal }) =>
      getLoadsByUserId(1, LIMIT_MAX, signal).then((body) =>
        body.data.filter((load) => load.loads_status === LOAD_STATUS.open),
      ),
  });

/** My newest loads, any status: the bid screens' header when it has nothing else to go on. */
export const ownLoadsForBidsQueryOptions = () =>
  queryOptions({
    queryKey: [...OWN_LOADS_KEY, 'for-bids'],
    queryFn: ({ signal }) => getLoadsByUserId(1, LIMIT_MAX, signal).then((body) => body.data),
  });

export const useOwnOpenLoads = (enabled = true) => useQuery({ ...ownOpenLoadsQueryOptions(), enabled });

export const useOwnLoadsForBids = (enabled = true) => useQuery({ ...ownLoadsForBidsQueryOptions(), enabled });
