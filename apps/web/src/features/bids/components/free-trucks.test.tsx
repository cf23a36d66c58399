import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_STATUS } from '@lorrybazaar/contract';
import { useFreeTrucks } from './bid-on-load-modal';

const LOAD = { pickupDate: '2026-11-30', tonnes: 16, truck_types_id: '2' };
const TRUCKS = [
  { truck_id: '7', tonnes: 16, truck_types_id: '2' },
  { truck_id: '8', tonnes: 16, truck_types_id: '2' },
];
const trip = (truck_id: string, schedules_status: string, pickupDate = LOAD.pickupDate) => ({
  truck_id,
  schedules_status,
  pickupDate,
});
const free = (trips: ReturnType<typeof trip>[]) =>
  renderHook(() => useFreeTrucks(LOAD, TRUCKS, trips)).result.current.map((truck) => truck.truck_id);

describe('useFreeTrucks', () => {
  it('holds back a truck whose trip that day is booked or on the road, as the server does', () => {
    expect(free([trip('7', SCHEDULE_STATUS.scheduled)])).toEqual(['8']);
    expect(free([trip('8', SCHEDULE_STATUS.inTransit)])).toEqual(['7']);
    expect(free([trip('7', SCHEDULE_STATUS.scheduled, '2026-12-01')])).toEqual(['7', '8']);
  });

  it('offers a truck whose trip that day was cancelled or delivered: the day is free again', () => {
    expect(free([trip('7', SCHEDULE_STATUS.cancelled), trip('8', SCHEDULE_STATUS.delivered)])).toEqual([
      '7',
      '8',
    ]);
  });
});
