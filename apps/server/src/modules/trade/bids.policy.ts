import type { BidParty } from '@lorrybazaar/contract';
import { HttpError, notFound } from '../../lib/http-error.js';
import { BID_CODES } from '@lorrybazaar/contract';
import { PARTY, STATUS } from './bids.repository.js';

/** The two people of a bid. */
export interface BidParties {
  bidder_id: number;
  owner_id: number;
}

/** The viewer's side of a bid, or null for anyone else (who must not learn it exists). */
export function sideOf(bid: BidParties, userId: number): BidParty | null {
  if (bid.bidder_id === userId) return 'bidder';
  if (bid.owner_id === userId) return 'owner';
  return null;
}

/** The viewer's side, else 404 (docs/api.md, Who owns what: another user's private object does not exist). */
export function assertParty(bid: BidParties | undefined, userId: number): BidParty {
  const side = bid ? sideOf(bid, userId) : null;
  if (!side) throw notFound(BID_CODES.bidNotFound);
  return side;
}

/** Whose answer an open bid waits for: the side that did not make the latest offer. */
export function awaitingOf(bid: { status: number; last_offer_by: number }): BidParty | null {
  if (bid.status !== STATUS.open) return null;
  return bid.last_offer_by === PARTY.bidder ? 'owner' : 'bidder';
}

/**
 * Countering and accepting are turns: only the side the bid waits for may take one. A closed bid
 * (accepted, declined, booked elsewhere, expired) takes none.
 */
export function assertTurn(bid: { effective: number; last_offer_by: number }, side: BidParty): void {
  if (bid.effective !== STATUS.open) throw new HttpError(409, BID_CODES.bidClosed);
  if (awaitingOf({ status: bid.effective, last_offer_by: bid.last_offer_by }) !== side) {
    throw new HttpError(409, BID_CODES.notYourTurn);
  }
}
