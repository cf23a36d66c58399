import { describe, expect, it } from 'vitest';
import { BID_STATUS, type NegotiationEntry } from '@lorrybazaar/contract';
import { historyLines } from './negotiation-text';
import { pendingForLoad, pendingForTruck } from '#features/bids/api/get-pending-actions';

const base = {
  otherName: 'Ravi',
  firstAmount: 3500,
  createdAt: '2026-01-05T04:30:00.000Z',
  updatedAt: '2026-01-05T06:00:00.000Z',
};

const entry = (over: Partial<NegotiationEntry>): NegotiationEntry => ({
  id: '1',
  bid_id: '9',
  user_id: '1',
  users_name: 'Asha',
  amount: 3200,
  created_at: '2026-01-05T05:00:00.000Z',
  by: 'owner',
  previous_amount: 3500,
  mine: true,
  ...over,
});

describe('historyLines', () => {
  it('tells the owner the bid, their counter, and that the bidder accepted it', () => {
    const lines = historyLines(
      {
        ...base,
        yourSide: 'owner',
        status: BID_STATUS.accepted,
        yourTurn: false,
        currentAmount: 3200,
        lastOfferBy: 'owner',
      },
      [entry({})],
    );
    expect(lines.map((line) => [line.key, line.values])).toEqual([
      ['theyBid', { name: 'Ravi', amount: 3500 }],
      ['youCounteredBid', { name: 'Ravi', amount: 3200, previous: 3500 }],
      ['theyAccepted', { name: 'Ravi', amount: 3200 }],
    ]);
  });

  it('tells the bidder the counters with the other party named, and whose turn it is', () => {
    const lines = historyLines(
      {
        ...base,
        otherName: 'Asha',
        yourSide: 'bidder',
        status: BID_STATUS.open,
        yourTurn: true,
        currentAmount: 3300,
        lastOfferBy: 'owner',
      },
      [
        entry({ mine: false, users_name: 'Asha', amount: 3200, previous_amount: 3500 }),
        entry({ id: '2', mine: true, by: 'bidder', users_name: 'Ravi', amount: 3400, previous_amount: 3200 }),
        entry({ id: '3', mine: false, users_name: 'Asha', amount: 3300, previous_amount: 3400 }),
      ],
    );
    expect(lines.map((line) => line.key)).toEqual([
      'youBid',
      'theyCounteredBid',
      'youCounteredOffer',
      'theyCounteredOffer',
      'waitingForYou',
    ]);
    expect(lines[2]!.values).toEqual({ name: 'Asha', amount: 3400, previous: 3200 });
  });

  it('says who accepted when the owner takes the bid as it is', () => {
    const lines = historyLines(
      {
        ...base,
        yourSide: 'bidder',
        status: BID_STATUS.accepted,
        yourTurn: false,
        currentAmount: 3500,
        lastOfferBy: 'bidder',
      },
      [],
    );
    expect(lines.at(-1)).toMatchObject({ key: 'theyAccepted', values: { name: 'Ravi', amount: 3500 } });
  });

  it('ends a declined bid and a closed bid with what happened', () => {
    const common = { ...base, yourTurn: false, currentAmount: 3500, lastOfferBy: 'bidder' as const };
    expect(historyLines({ ...common, yourSide: 'owner', status: BID_STATUS.declined }, []).at(-1)!.key).toBe(
      'youDeclined',
    );
    expect(historyLines({ ...common, yourSide: 'bidder', status: BID_STATUS.declined }, []).at(-1)!.key).toBe(
      'theyDeclined',
    );
    expect(historyLines({ ...common, yourSide: 'bidder', status: BID_STATUS.closed }, []).at(-1)!.key).toBe(
      'closed',
    );
    expect(historyLines({ ...common, yourSide: 'bidder', status: BID_STATUS.open }, []).at(-1)!.key).toBe(
      'waitingForThem',
    );
  });
});

describe('pending items of one load or truck', () => {
  const item = (over: Partial<Parameters<typeof pendingForLoad>[0][number]>) => ({
    kind: 'on_load' as const,
    bid_id: '1',
    your_side: 'owner' as const,
    amount: 3500,
    loads_id: '10',
    truck_id: '20',
    materials_name: 'Cement',
    regNumber: 'KA01AB1234',
    pickupLoc: 'Pune',
    deliveryLoc: 'Mumbai',
    other_name: 'Ravi',
    updatedAt: '2026-01-05T04:30:00.000Z',
    ...over,
  });
  const items = [
    item({}), // a bid on my load 10
    item({ bid_id: '2', kind: 'on_truck', your_side: 'bidder' }), // a counter to my load 10's bid on truck 20
    item({ bid_id: '3', kind: 'on_truck', your_side: 'owner', loads_id: '11' }), // a bid on my truck 20
    item({ bid_id: '4', kind: 'on_load', your_side: 'bidder', loads_id: '12' }), // a counter to my truck 20's bid
  ];

  it('counts for a load the bids on it and the counters to bids made with it', () => {
    expect(pendingForLoad(items, '10').map((i) => i.bid_id)).toEqual(['1', '2']);
    expect(pendingForLoad(items, '11')).toEqual([]);
  });

  it('counts for a truck the bids on it and the counters to bids made with it', () => {
    expect(pendingForTruck(items, '20').map((i) => i.bid_id)).toEqual(['3', '4']);
  });
});
