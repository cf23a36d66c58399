import type { LoadListing, OwnLoad, OwnTruck, PostedTruckListing } from '@lorrybazaar/contract';
import { BidNowButton, BidOnTruckButton } from '#features/bids/components/bid-now-button';
import { OwnTruckBidsLink, ViewLoadBidsLink } from '#features/bids/components/view-bids-link';
import type { CardAction, ListingActions } from '#features/marketplace/card-actions';

/** The bids feature's step on each marketplace card: the routes compose the two features here. */
export const bidOnLoad: CardAction<LoadListing> = (load, describedBy) => (
  <BidNowButton load={load} describedBy={describedBy} />
);
export const bidOnTruck: CardAction<PostedTruckListing> = (truck, describedBy) => (
  <BidOnTruckButton truck={truck} describedBy={describedBy} />
);
export const listingActions: ListingActions = { loadAction: bidOnLoad, truckAction: bidOnTruck };

export const viewLoadBids: CardAction<OwnLoad> = (load, describedBy) => (
  <ViewLoadBidsLink load={load} describedBy={describedBy} />
);
export const viewTruckBids: CardAction<OwnTruck> = (truck, describedBy) => (
  <OwnTruckBidsLink truck={truck} describedBy={describedBy} />
);
