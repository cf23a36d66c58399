import { describe, expect, it } from 'vitest';
import { MONEY_CODES, TripPaymentBodySchema, tripDetention } from './trip-payments.js';

describe('trip payments', () => {
  it('detention: hours beyond each gate’s free hours at the day rate by the hour, whole rupees', () => {
    const terms = { free_hours_loading: 4, free_hours_unloading: 6, detention_per_day: 2400 };
    expect(tripDetention(terms, { pickup: { hours: 10.5 }, delivery: { hours: 5 } })).toEqual({
      ratePerDay: 2400,
      pickup: { chargeableHours: 6.5, amount: 650 },
      delivery: { chargeableHours: 0, amount: 0 },
      amount: 650,
    });
    // No free hours named: every hour counts; 1.3 h at ₹1,000 a day is ₹54.17, ₹54.
    expect(
      tripDetention(
        { free_hours_loading: null, free_hours_unloading: null, detention_per_day: 1000 },
        { pickup: { hours: 1.3 }, delivery: null },
      )?.amount,
    ).toBe(54);
    expect(
      tripDetention({ ...terms, detention_per_day: null }, { pickup: { hours: 50 }, delivery: null }),
    ).toBeNull();
    expect(tripDetention(null, { pickup: { hours: 50 }, delivery: null })).toBeNull();
  });

  it('a deduction is negative, a payment or charge positive, other either', () => {
    const body = { schedule_id: '5', method: 'upi' };
    const issue = (change: Record<string, unknown>) =>
      TripPaymentBodySchema.safeParse({ ...body, ...change }).error?.issues[0]?.message;
    expect(issue({ kind: 'tds', amount_rupees: 300 })).toBe(MONEY_CODES.sign);
    expect(issue({ kind: 'advance', amount_rupees: -300 })).toBe(MONEY_CODES.sign);
    expect(issue({ kind: 'shortage', amount_rupees: -300 })).toBeUndefined();
    expect(issue({ kind: 'other', amount_rupees: -300 })).toBeUndefined();
    expect(issue({ kind: 'other', amount_rupees: 0 })).toBe(MONEY_CODES.amount);
    expect(
      TripPaymentBodySchema.parse({ ...body, kind: 'advance', amount_rupees: 5, reference: '  ' }).reference,
    ).toBeNull();
  });
});
