import { describe, expect, it } from 'vitest';
import { SaveLaneBodySchema, type SavedLane } from '@lorrybazaar/contract';
import { laneOfLoadSearch, laneOfTruckSearch, searchOfLane } from './lane-search';
import { LOAD_FILTERS, TRUCK_FILTERS, readFilters } from './search-params';

const saved = (lane: Partial<SavedLane>): SavedLane => ({
  savedLane_id: '7',
  kind: 'loads',
  name: 'Kerala run',
  pickupLoc: 'Kozhikode, Kerala',
  deliveryLoc: null,
  truck_type_id: null,
  capacity_id: null,
  material_id: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...lane,
});

describe('Save this search', () => {
  it('keeps a Search Load form as a lane of loads: places, truck type, capacity, material', () => {
    const lane = laneOfLoadSearch({
      pickupLoc: ' Kerala ',
      deliveryLoc: 'Kochi, Kerala',
      pickupDate: '2026-12-01',
      material_id: '3',
      capacity_id: '2',
      truck_type_id: '',
      no_of_trucks: '4',
    });
    expect(lane).toEqual({
      kind: 'loads',
      pickupLoc: 'Kerala',
      deliveryLoc: 'Kochi, Kerala',
      truck_type_id: null,
      capacity_id: '2',
      material_id: '3',
    });
    expect(SaveLaneBodySchema.safeParse(lane).success).toBe(true);
  });

  it('keeps a Search Truck form as a lane of trucks, its capacity as the lane capacity and no material', () => {
    const lane = laneOfTruckSearch({
      postTrucks_from: 'Pune, Maharashtra',
      postTrucks_to: ' ',
      postTrucks_dateTime: '',
      postTrucks_capacity_id: '5',
      truck_type_id: '1',
      no_of_trucks: '1',
    });
    expect(lane).toEqual({
      kind: 'trucks',
      pickupLoc: 'Pune, Maharashtra',
      deliveryLoc: null,
      truck_type_id: '1',
      capacity_id: '5',
      material_id: null,
    });
    expect(SaveLaneBodySchema.safeParse(lane).success).toBe(true);
  });

  it('leaves the pickup empty when the form has none (the button then asks for one)', () => {
    const lane = laneOfLoadSearch(Object.fromEntries(LOAD_FILTERS.map((key) => [key, ''])) as never);
    expect(lane.pickupLoc).toBe('');
    expect(SaveLaneBodySchema.safeParse(lane).success).toBe(false);
  });
});

describe('Search now', () => {
  it('opens Search Load with the lane of loads filled in, as the form would save it again', () => {
    const lane = saved({
      deliveryLoc: 'Kochi, Kerala',
      material_id: '3',
      capacity_id: '2',
      truck_type_id: '1',
    });
    const href = searchOfLane(lane);
    expect(href.startsWith('/c/Loads?')).toBe(true);
    const filters = readFilters(new URLSearchParams(href.split('?')[1]), LOAD_FILTERS)!;
    expect(laneOfLoadSearch(filters)).toEqual({
      kind: 'loads',
      pickupLoc: lane.pickupLoc,
      deliveryLoc: lane.deliveryLoc,
      truck_type_id: '1',
      capacity_id: '2',
      material_id: '3',
    });
  });

  it('opens Search Truck for a lane of trucks, leaving out what the lane does not narrow', () => {
    const href = searchOfLane(saved({ kind: 'trucks', pickupLoc: 'Kerala', capacity_id: '4' }));
    expect(href).toBe('/c/Trucks?postTrucks_from=Kerala&postTrucks_capacity_id=4');
    const filters = readFilters(new URLSearchParams(href.split('?')[1]), TRUCK_FILTERS)!;
    expect(laneOfTruckSearch(filters)).toMatchObject({
      pickupLoc: 'Kerala',
      deliveryLoc: null,
      capacity_id: '4',
    });
  });
});
