import type { LoadListing, PostedTruckListing } from '@lorrybazaar/contract';
import { BidNowButton, BidOnTruckButton } from '#features/bids/components/bid-now-button';
import type { CardAction, ListingActions } from '#features/marketplace/card-actions';

// The routes compose the two features here: the bids feature's step on each marketplace card.
// View Bids (own listings) is in view-bids-actions.tsx, so the marketplace does not load it.

export const bidOnLoad: CardAction<LoadListing> = (load, describedBy) => (
  <BidNowButton load={load} describedBy={describedBy} />
);
export const bidOnTruck: CardAction<PostedTruckListing> = (truck, describedBy) => (
  <BidOnTruckButton truck={truck} describedBy={describedBy} />
);
export const listingActions: ListingActions = { loadAction: bidOnLoad, truckAction: bidOnTruck };
