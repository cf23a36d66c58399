import { describe, expect, it } from 'vitest';
import {
  BidOnLoadFormSchema,
  CounterFormSchema,
  InsertBidsTruckBodySchema,
  amountSchema,
  counterMoveError,
  payerSide,
} from './bids.js';
import { fleetFit } from './truck-fit.js';
import { heldByPaper } from './truck-paper-hold.js';
import { LoadScheduleBodySchema, LoadSchedulesQuerySchema, TruckScheduleBodySchema } from './schedules.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('amount (whole rupees, ₹500 to ₹10,00,000: one truck, one trip)', () => {
  it.each([
    ['3500', 3500],
    [3500, 3500],
    ['  12000 ', 12000],
    ['1,25,000', 125000],
    ['7000.00', 7000],
    [500, 500],
    ['10,00,000', 1_000_000],
    // Digits of the user's script, as an Indic keyboard types them.
    ['௧௨௦௦௦', 12000],
    ['१,२५,०००', 125000],
    ['৩৫০০', 3500],
    // As people write rupees (amounts.ts).
    ['₹3500', 3500],
    ['₹ 42 000', 42000],
  ])('takes %j as %d', (input, expected) => {
    expect(amountSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'bids:validation.amountRequired'],
    [null, 'bids:validation.amountRequired'],
    [undefined, 'bids:validation.amountRequired'],
    ['0', 'bids:validation.amountLimits'],
    ['-5', 'bids:validation.amountLimits'],
    [1, 'bids:validation.amountLimits'],
    [499, 'bids:validation.amountLimits'],
    [1_000_001, 'bids:validation.amountLimits'],
    [10_000_001, 'bids:validation.amountLimits'],
    ['3500.5', 'bids:validation.amountWhole'],
    ['1e4', 'bids:validation.amountWhole'],
    ['3500 kg', 'bids:validation.amountWhole'],
    // An empty number input read with valueAsNumber.
    [Number.NaN, 'bids:validation.amountRequired'],
  ])('refuses %j with %s', (input, message) => {
    expect(messageOf(amountSchema.safeParse(input))).toBe(message);
  });
});

describe('bid forms', () => {
  it('need a truck (or a load) and an amount, each with its own message', () => {
    expect(messageOf(BidOnLoadFormSchema.safeParse({ bidsTruck_amount: '3500' }))).toBe(
      'bids:validation.truckRequired',
    );
    expect(messageOf(BidOnLoadFormSchema.safeParse({ bidsTruck_amount: '', trucks_id: '4' }))).toBe(
      'bids:validation.amountRequired',
    );
    expect(messageOf(InsertBidsTruckBodySchema.safeParse({ bidsLoad_amount: 1000, trucks_id: 3 }))).toBe(
      'bids:validation.loadRequired',
    );
    expect(CounterFormSchema.parse({ amount: '3200' })).toEqual({ amount: 3200 });
  });
});

describe('schedule payloads', () => {
  it('name the bid by its id, either spelling, or by load and truck', () => {
    expect(LoadScheduleBodySchema.safeParse({ bidsTruck_id: '7' }).success).toBe(true);
    expect(LoadScheduleBodySchema.safeParse({ loads_id: 1, trucks_id: 2 }).success).toBe(true);
    expect(
      TruckScheduleBodySchema.safeParse({ bidsLoad_id: 9, truckSchedules_date: '2026-01-02' }).success,
    ).toBe(true);
    expect(messageOf(LoadScheduleBodySchema.safeParse({ loads_id: 1 }))).toBe(
      'schedules:validation.bidRequired',
    );
    expect(messageOf(TruckScheduleBodySchema.safeParse({}))).toBe('schedules:validation.bidRequired');
  });

  it('date filters: last day, 30 days, 6 months, year, or empty for all', () => {
    expect(LoadSchedulesQuerySchema.parse({ date_filter: '' }).date_filter).toBeNull();
    expect(LoadSchedulesQuerySchema.parse({ date_filter: 'last_6_months' }).date_filter).toBe(
      'last_6_months',
    );
    expect(messageOf(LoadSchedulesQuerySchema.safeParse({ date_filter: 'yesterday' }))).toBe(
      'schedules:validation.dateFilter',
    );
  });
});

describe('fleetFit', () => {
  const load = { tonnes: 25, truck_type_id: '2' };
  it('says there is no truck', () => {
    expect(fleetFit([], load)).toEqual({ kind: 'noTrucks' });
  });
  it('keeps the trucks that fit', () => {
    const big = { tonnes: 28, truck_types_id: '2' };
    const tipper = { tonnes: 28, truck_types_id: '3' };
    expect(fleetFit([big, tipper], load)).toEqual({ kind: 'fits', trucks: [big], held: [] });
  });
  it('gives each truck its reason when none fits', () => {
    const small = { tonnes: 10, truck_types_id: '2' };
    const tipper = { tonnes: 28, truck_types_id: '3' };
    expect(fleetFit([small, tipper], load)).toEqual({
      kind: 'noneFits',
      misfits: [
        { truck: small, why: 'tooSmall' },
        { truck: tipper, why: 'wrongType' },
      ],
    });
  });

  describe('a truck with a rejected paper (decision 069)', () => {
    const paper = (status: 'pending' | 'approved' | 'rejected') => ({
      status,
      reason: status === 'rejected' ? 'expired' : null,
    });
    const papers = (rc: ReturnType<typeof paper> | null, insurance: ReturnType<typeof paper> | null) => ({
      rc,
      insurance,
    });
    const rcRejected = {
      tonnes: 28,
      truck_types_id: '2',
      papers: papers(paper('rejected'), paper('approved')),
    };
    const insuranceRevoked = {
      tonnes: 30,
      truck_types_id: '2',
      papers: papers(paper('approved'), paper('rejected')),
    };
    const pending = { tonnes: 28, truck_types_id: '2', papers: papers(paper('pending'), paper('pending')) };
    const older = { tonnes: 28, truck_types_id: '2', papers: papers(null, null) };

    it('is offered no more, and named with its paper beside the trucks that fit', () => {
      expect(fleetFit([rcRejected, pending, insuranceRevoked], load)).toEqual({
        kind: 'fits',
        trucks: [pending],
        held: [
          { truck: rcRejected, why: 'rcRejected' },
          { truck: insuranceRevoked, why: 'insuranceRejected' },
        ],
      });
    });

    it('is the reason when no other truck fits; a misfit keeps its own reason', () => {
      const small = { ...rcRejected, tonnes: 10 };
      expect(fleetFit([rcRejected, small], load)).toEqual({
        kind: 'noneFits',
        misfits: [
          { truck: rcRejected, why: 'rcRejected' },
          { truck: small, why: 'tooSmall' },
        ],
      });
    });

    it('is judged by its papers alone when the load does not say what it needs', () => {
      expect(fleetFit([rcRejected], null)).toEqual({
        kind: 'noneFits',
        misfits: [{ truck: rcRejected, why: 'rcRejected' }],
      });
      expect(fleetFit([pending, older], null)).toEqual({ kind: 'fits', trucks: [pending, older], held: [] });
    });

    it('is held by the RC first; a pending paper or none kept yet holds nothing', () => {
      expect(heldByPaper(papers(paper('rejected'), paper('rejected')))).toBe('rc');
      expect(heldByPaper(insuranceRevoked.papers)).toBe('insurance');
      expect(heldByPaper(pending.papers)).toBeNull();
      expect(heldByPaper(older.papers)).toBeNull();
      expect(heldByPaper(undefined)).toBeNull();
    });
  });
});

describe('a counter moves towards the other side (decision 009: the server and the respond dialog)', () => {
  it('knows who pays: the owner of a bid on a load, the bidder of a bid on a posted truck', () => {
    expect(payerSide('on_load')).toBe('owner');
    expect(payerSide('on_truck')).toBe('bidder');
  });

  it.each([
    // On a ₹30,000 bid on a load, the load's owner (who pays) offered ₹40,000: accept instead.
    ['on_load', 'owner', 40000, 'bids:validation.counterAbove'],
    ['on_load', 'owner', 28000, null],
    ['on_load', 'bidder', 29000, 'bids:validation.counterBelow'],
    ['on_load', 'bidder', 31000, null],
    ['on_truck', 'owner', 29000, 'bids:validation.counterBelow'],
    ['on_truck', 'owner', 31000, null],
    ['on_truck', 'bidder', 31000, 'bids:validation.counterAbove'],
    ['on_truck', 'bidder', 29000, null],
    // The same amount is `counterSame`, answered apart.
    ['on_load', 'owner', 30000, null],
  ] as const)('on %s, the %s countering %d against ₹30,000: %s', (kind, side, amount, expected) => {
    expect(counterMoveError(kind, side, amount, 30000)).toBe(expected);
  });
});
