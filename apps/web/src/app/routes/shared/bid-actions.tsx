import type { LoadListing, PostedTruckListing } from '@lorrybazaar/contract';
import {
  BidNowButton,
  BidOnTruckButton,
  BookNowButton,
  BookTruckNowButton,
} from '#features/bids/components/bid-now-button';
import type { CardAction, ListingActions } from '#features/marketplace/card-actions';
import type { ReturnLoadBid } from '#features/returns/components/return-loads';

// The routes compose the two features here: the bids feature's step on each marketplace card.
// View Bids (own listings) is in view-bids-actions.tsx, so the marketplace does not load it.

export const bidOnLoad: CardAction<LoadListing> = (load, describedBy) => (
  <div className="flex flex-col gap-2">
    <BookNowButton load={load} describedBy={describedBy} />
    <BidNowButton load={load} describedBy={describedBy} />
  </div>
);
export const bidOnTruck: CardAction<PostedTruckListing> = (truck, describedBy) => (
  <div className="flex flex-col gap-2">
    <BookTruckNowButton truck={truck} describedBy={describedBy} />
    <BidOnTruckButton truck={truck} describedBy={describedBy} />
  </div>
);
export const listingActions: ListingActions = { loadAction: bidOnLoad, truckAction: bidOnTruck };

/** Bid on a suggested return load with that truck: the bid modal opens with both chosen. */
export const bidWithTruck: ReturnLoadBid = (load, truckId, describedBy) => (
  <BidNowButton load={load} truckId={truckId} describedBy={describedBy} />
);
