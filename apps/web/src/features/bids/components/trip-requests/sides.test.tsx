import type { LoadListing, OwnLoad, OwnTruck, PostedTruckListing } from '@lorrybazaar/contract';
import { describe, expect, it } from 'vitest';
import { LOAD_SIDE, TRUCK_SIDE } from './sides';

/** Names a stored place the way the screen's language would, so the test sees which text went through it. */
const inHindi = (place: string) => `«${place} in Hindi»`;

const load = { loads_id: '7', pickupLoc: 'Pune', deliveryLoc: 'Mumbai', pickupDate: '2026-12-01' } as OwnLoad;
const truck = {
  truck_id: '3',
  postTrucks_from: 'Agra',
  postTrucks_to: 'Jaipur',
  postTrucks_dateTime: '2026-12-01 10:00',
} as OwnTruck;

describe('Trip Requests: what fits a load or a truck', () => {
  it('names the places of a posted truck that fits my load in the screen language (docs/decisions/020)', () => {
    const posting = {
      ...truck,
      postTrucks_id: '11',
      truck_capacities_name: '10 Tonnes',
    } as unknown as PostedTruckListing;
    const row = LOAD_SIDE.matches.row(posting, load, inHindi);
    expect(row.id).toBe('suggested-truck-11');
    expect(row.detail).toContain('«Agra in Hindi» → «Jaipur in Hindi»');
  });

  it('names the places of a load that fits my truck in the screen language, the same way', () => {
    const listing = { ...load, materials_name: 'Rice', users_name: 'Asha' } as unknown as LoadListing;
    const row = TRUCK_SIDE.matches.row(listing, truck, inHindi);
    expect(row.id).toBe('matching-load-7');
    expect(row.detail).toContain('«Pune in Hindi» → «Mumbai in Hindi»');
  });

  it('prefills the full search with the item it fits', () => {
    expect(TRUCK_SIDE.matches.searchTo(truck)).toContain('pickupLoc=Agra');
    expect(LOAD_SIDE.matches.searchTo(load)).toContain('postTrucks_from=Pune');
  });
});
