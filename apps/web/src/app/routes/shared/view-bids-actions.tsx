import type { OwnLoad, OwnTruck } from '@lorrybazaar/contract';
import { OwnTruckBidsLink, ViewLoadBidsLink } from '#features/bids/components/view-bids-link';
import type { CardAction } from '#features/marketplace/card-actions';

/** View Bids on the user's own load and truck cards (Your Loads, Your Truck): the bids feature's step. */
export const viewLoadBids: CardAction<OwnLoad> = (load, describedBy) => (
  <ViewLoadBidsLink load={load} describedBy={describedBy} />
);
export const viewTruckBids: CardAction<OwnTruck> = (truck, describedBy) => (
  <OwnTruckBidsLink truck={truck} describedBy={describedBy} />
);
