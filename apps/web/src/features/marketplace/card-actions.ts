import type { ReactNode } from 'react';
import type { LoadListing, PostedTruckListing, SaveLaneBody } from '@lorrybazaar/contract';

/**
 * The bid step a card offers (Bid Now, View Bids): the bids feature draws it and the app/ route
 * passes it in, so the marketplace never imports the bids feature (docs/decisions/022-web-layers.md).
 * `describedBy` is the id of the card's title, which describes the button to screen readers.
 */
export type CardAction<T> = (item: T, describedBy: string) => ReactNode;

/** The steps of the marketplace's two lists: Bid Now on a load, Bid Now on a posted truck. */
export interface ListingActions {
  loadAction: CardAction<LoadListing>;
  truckAction: CardAction<PostedTruckListing>;
}

/**
 * A step beside a search form's Search button (Save this search): it gets the search the form
 * holds now as a saved lane's body; the lanes feature draws it and the route passes it in.
 */
export type SearchAction = (search: SaveLaneBody) => ReactNode;
