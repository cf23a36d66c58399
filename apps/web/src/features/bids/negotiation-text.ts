import type { NegotiationEntry } from '@lorrybazaar/contract';
import type { BidView } from './bid-view';
import { bidState } from './bid-view';

/** One line of a bid's story: an i18n key of `bids` (under screens.history) and its values. */
export interface HistoryLine {
  key: string;
  values: { name?: string; amount?: number; previous?: number };
  /** ISO 8601, when known. */
  at?: string;
}

/**
 * The bid and its negotiation in plain words, oldest first (bid review; the first client's
 * "You rejected {name} bid of ₹X and resubmitted bid of ₹Y", written the way people say it):
 * "Ravi bid ₹3,500", "You countered Ravi's bid of ₹3,500 with ₹3,200", "Ravi accepted ₹3,200".
 * The first counter answers the bid itself; later ones answer a counter offer.
 */
export function historyLines(
  bid: Pick<
    BidView,
    | 'yourSide'
    | 'otherName'
    | 'firstAmount'
    | 'createdAt'
    | 'updatedAt'
    | 'status'
    | 'yourTurn'
    | 'currentAmount'
    | 'lastOfferBy'
  >,
  entries: readonly NegotiationEntry[],
): HistoryLine[] {
  const name = bid.otherName;
  const lines: HistoryLine[] = [
    bid.yourSide === 'bidder'
      ? { key: 'youBid', values: { amount: bid.firstAmount }, at: bid.createdAt }
      : { key: 'theyBid', values: { name, amount: bid.firstAmount }, at: bid.createdAt },
  ];
  entries.forEach((entry, index) => {
    const answered = index === 0 ? 'Bid' : 'Offer';
    lines.push({
      key: entry.mine ? `youCountered${answered}` : `theyCountered${answered}`,
      values: {
        name: entry.mine ? name : entry.users_name,
        amount: entry.amount,
        previous: entry.previous_amount,
      },
      at: entry.created_at,
    });
  });
  const state = bidState(bid);
  const amount = bid.currentAmount;
  if (state === 'accepted') {
    // The side that did not make the last offer is the one who accepted it.
    const youAccepted = bid.lastOfferBy !== bid.yourSide;
    lines.push(
      youAccepted
        ? { key: 'youAccepted', values: { amount }, at: bid.updatedAt }
        : { key: 'theyAccepted', values: { name, amount }, at: bid.updatedAt },
    );
  } else if (state === 'declined') {
    lines.push(
      bid.yourSide === 'owner'
        ? { key: 'youDeclined', values: { name }, at: bid.updatedAt }
        : { key: 'theyDeclined', values: { name }, at: bid.updatedAt },
    );
  } else if (state === 'closed') {
    lines.push({ key: 'closed', values: {}, at: bid.updatedAt });
  } else if (state === 'yourTurn') {
    lines.push({ key: 'waitingForYou', values: { name, amount } });
  } else {
    lines.push({ key: 'waitingForThem', values: { name, amount } });
  }
  return lines;
}
