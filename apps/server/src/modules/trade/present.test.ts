/** A marketplace row as the API sends it (present.ts `named`, then `listingRow`): no database. */
import { describe, expect, it } from 'vitest';
import { NO_TERMS, USER_TYPE_ID } from '@lorrybazaar/contract';
import type { ReferenceService } from '../reference/reference.service.js';
import { listingRow, named } from './present.js';

/** The reference names in Hindi, as `labels` gives them. */
const reference = {
  labels: async () => ({
    material: new Map([['2', 'स्टील']]),
    capacity: new Map([['5', { name: '9 टन', tonnes: 9 }]]),
    truckType: new Map([['3', 'खुला ट्रक']]),
  }),
  forget: () => {},
} as unknown as ReferenceService;

/** The columns a listing row sends as read. */
const asRead = {
  loads_id: '41',
  users_id: '7',
  pickupLoc: 'पुणे',
  materials_id: '2',
  truck_capacities_id: '5',
  truck_types_id: '3',
  bid_placed: false,
};

/** A load row as the page query reads it, with the rating's and days to pay's columns. */
const loadRow = {
  ...asRead,
  user_type_id: Number(USER_TYPE_ID.shipper),
  terms: { price_basis: 'per_tonne' as const, asking_rupees: 1200, book_now: true },
  rating_count: 4,
  rating_stars: 18,
  rating_trips: 6,
  rating_called_off: 1,
  pay_median_days: 3,
  pay_trips: 5,
  sort_at: '2026-11-28T10:00:00.000Z',
};

describe('a listing row as sent', () => {
  it('names the ids, spreads the terms, sums up the rating and days to pay, and drops the rest', async () => {
    const [row] = (await named(reference, [loadRow as never], 'hi')).map((named) =>
      listingRow(named as never),
    );
    expect(row).toStrictEqual({
      ...asRead,
      // The terms stored, the rest of them as no terms have them, and one truck's price.
      ...NO_TERMS,
      price_basis: 'per_tonne',
      asking_rupees: 1200,
      book_now: true,
      asking_per_truck: 10800,
      materials_name: 'स्टील',
      truck_capacities_name: '9 टन',
      tonnes: 9,
      truck_types_name: 'खुला ट्रक',
      user_types_name: 'शिपर',
      users_rating: expect.objectContaining({ average: 4.5, count: 4, trips: 6 }),
      users_payment: expect.objectContaining({ trips: 5 }),
    });
    // The row it was made from is left as it was (a kept page presents the same rows again).
    expect(loadRow.terms).toStrictEqual({ price_basis: 'per_tonne', asking_rupees: 1200, book_now: true });
    expect(Object.keys(loadRow)).toContain('sort_at');
  });

  it('sends no terms as negotiable, and a posted truck (no material, no days to pay) without those fields', async () => {
    const { materials_id: _, pay_median_days: __, pay_trips: ___, ...truckRow } = { ...loadRow, terms: null };
    const [row] = (await named(reference, [truckRow as never], 'hi')).map((named) =>
      listingRow(named as never),
    );
    expect(row).toMatchObject({
      price_basis: 'negotiable',
      asking_rupees: null,
      asking_per_truck: null,
      book_now: false,
    });
    expect(row).not.toHaveProperty('materials_name');
    expect(row).not.toHaveProperty('users_payment');
    expect(row).not.toHaveProperty('terms');
    expect(row).not.toHaveProperty('sort_at');
    expect(row).not.toHaveProperty('user_type_id');
  });
});
