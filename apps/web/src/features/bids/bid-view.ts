import {
  BID_STATUS,
  type BidKind,
  type BidParty,
  type LoadBid,
  type DaysToPay,
  type RatingSummary,
  type TruckBid,
} from '@lorrybazaar/contract';

/**
 * One bid as the review screens show it, whichever its kind: the wire keeps the contract's
 * crossed names (`bidsTruck_*` is a bid on a load, `bidsLoad_*` a bid on a posted truck), the
 * screens speak of the truck, the load and the other party.
 */
export interface BidView {
  kind: BidKind;
  id: string;
  status: string;
  /** ISO 8601: placed, and the latest offer or decision. */
  createdAt: string;
  updatedAt: string;
  firstAmount: number;
  currentAmount: number;
  lastOfferBy: BidParty;
  awaiting: BidParty | null;
  yourSide: BidParty;
  yourTurn: boolean;
  counters: number;
  bidderName: string;
  bidderType: string;
  /** The bidder's standing (docs/decisions/030), on the lists of bids. */
  bidderRating?: RatingSummary;
  /** A bidding load owner's days to pay (decision 048), on the bids on a posted truck. */
  bidderPayment?: DaysToPay;
  ownerName: string;
  /** The party the viewer deals with. */
  otherName: string;
  scheduleId: string | null;
  /** The bidder's KYC documents are approved: the "Verified" badge. */
  bidderVerified: boolean;
  truck: { id: string; type: string; regNumber: string };
  load: { id: string; material: string; weight: string; from: string; to: string; pickupDate: string };
}

export function truckBidView(bid: TruckBid): BidView {
  return {
    kind: 'on_load',
    id: bid.bidsTruck_id,
    ...common(bid, bid.bidsTruck_amount, bid.users_name, bid.user_types_name),
    truck: { id: bid.trucks_id, type: bid.truck_types_name, regNumber: bid.regNumber },
    load: {
      id: bid.loads_id,
      material: bid.materials_name,
      weight: bid.load_capacities_name,
      from: bid.pickupLoc,
      to: bid.deliveryLoc,
      pickupDate: bid.pickupDate,
    },
  };
}

export function loadBidView(bid: LoadBid): BidView {
  return {
    kind: 'on_truck',
    id: bid.bidsLoad_id,
    ...common(bid, bid.bidsLoad_amount, bid.users_name, bid.user_types_name),
    truck: { id: bid.truck_id, type: bid.truck_types_name, regNumber: bid.regNumber },
    load: {
      id: bid.loads_id,
      material: bid.materials_name,
      weight: bid.truck_capacities_name,
      from: bid.pickupLoc,
      to: bid.deliveryLoc,
      pickupDate: bid.pickupDate,
    },
  };
}

function common(bid: TruckBid | LoadBid, firstAmount: number, bidderName: string, bidderType: string) {
  return {
    status: bid.bids_status,
    createdAt: bid.createdAt,
    updatedAt: bid.updatedAt,
    firstAmount,
    currentAmount: bid.current_amount,
    lastOfferBy: bid.last_offer_by,
    awaiting: bid.awaiting,
    yourSide: bid.your_side,
    yourTurn: bid.your_turn,
    counters: bid.counters,
    bidderName,
    bidderType,
    bidderRating: bid.users_rating,
    bidderPayment: bid.users_payment,
    ownerName: bid.owner_name,
    otherName: bid.your_side === 'owner' ? bidderName : bid.owner_name,
    scheduleId: bid.schedule_id,
    bidderVerified: bid.verified ?? false,
  };
}

export const isOpen = (bid: Pick<BidView, 'status'>) => bid.status === BID_STATUS.open;

/** The status a chip shows: an open bid says whose answer it waits for. */
export type BidState = 'yourTurn' | 'waiting' | 'accepted' | 'declined' | 'closed';
export function bidState(bid: Pick<BidView, 'status' | 'yourTurn'>): BidState {
  if (bid.status === BID_STATUS.accepted) return 'accepted';
  if (bid.status === BID_STATUS.declined) return 'declined';
  if (bid.status === BID_STATUS.closed) return 'closed';
  return bid.yourTurn ? 'yourTurn' : 'waiting';
}
