/**
 * The rules of tracking as pure functions (decision 040): distances and the geofence with fixed
 * centres, the ETA, the order of milestones, which positions a flood stores, the waiting hours
 * and detention.
 */
import { describe, expect, it } from 'vitest';
import { GEOFENCE_DISTRICT_KM, GEOFENCE_PIN_KM } from '@lorrybazaar/contract';
import { haversineKm, roadKm } from '../reference/geo.js';
import { createPlacePoints } from '../reference/place-points.js';
import { detentionOf, waitingOf } from './detention.js';
import {
  assertNext,
  assertTruckSide,
  etaOf,
  geofence,
  isLive,
  nextMilestone,
  positionsToKeep,
} from './policy.js';
import type { TripFacts } from './trip-port.js';

// Fixed centres (not the migration's data): a PIN of Pune and the districts of Pune and Chennai.
const PUNE_PIN = { lat: 18.52, lng: 73.85 };
const PUNE = { lat: 18.57, lng: 74.07 };
const CHENNAI = { lat: 13.06, lng: 80.25 };
/** A point `km` north of another (one degree of latitude is 111.2 km). */
const north = (p: { lat: number; lng: number }, km: number) => ({ lat: p.lat + km / 111.195, lng: p.lng });

describe('distances', () => {
  it('haversine: a degree of latitude, and Pune to Chennai', () => {
    expect(haversineKm({ lat: 10, lng: 77 }, { lat: 11, lng: 77 })).toBeCloseTo(111.2, 1);
    expect(haversineKm(PUNE, PUNE)).toBe(0);
    const straight = haversineKm(PUNE, CHENNAI);
    expect(straight).toBeGreaterThan(900);
    expect(straight).toBeLessThan(960);
    // The road factor: 1.3 times the straight line, whole kilometres.
    expect(roadKm(PUNE, CHENNAI)).toBe(Math.round(straight * 1.3));
  });

  const points = createPlacePoints({
    districtOf: async (place) =>
      place.startsWith('Pune')
        ? { districtId: 1, stateId: 21 }
        : place.startsWith('Chennai')
          ? { districtId: 2, stateId: 31 }
          : null,
    districtPoint: async (id) => (id === 1 ? PUNE : id === 2 ? CHENNAI : undefined),
    pinPoint: async (pin) => (pin === '411001' ? { ...PUNE_PIN, districtId: 1 } : undefined),
    stateCode: async (id) => (id === 21 ? 'MH' : id === 31 ? 'TN' : undefined),
    allDistrictPoints: async () => [
      { districtId: 1, point: PUNE },
      { districtId: 2, point: CHENNAI },
    ],
  });

  it('a place is its PIN when the data has it, else its district; a place naming none has no point', async () => {
    expect(await points.pointOf({ place: 'Pune, Maharashtra', pin: '411001' })).toEqual({
      ...PUNE_PIN,
      basis: 'pin',
    });
    expect(await points.pointOf({ place: 'Pune, Maharashtra', pin: '999999' })).toEqual({
      ...PUNE,
      basis: 'district',
    });
    expect(await points.pointOf({ place: 'Pune, Maharashtra', pin: 'abc' })).toEqual({
      ...PUNE,
      basis: 'district',
    });
    expect(await points.pointOf({ place: 'Somewhere' })).toBeNull();
  });

  it('distanceKm: by road between two places, PIN first; null when one has no point', async () => {
    expect(
      await points.distanceKm(
        { place: 'Pune, Maharashtra', pin: '411001' },
        { place: 'Chennai, Tamil Nadu' },
      ),
    ).toBe(roadKm(PUNE_PIN, CHENNAI));
    expect(await points.distanceKm({ place: 'Pune, Maharashtra' }, { place: 'Chennai, Tamil Nadu' })).toBe(
      roadKm(PUNE, CHENNAI),
    );
    expect(await points.distanceKm({ place: 'Pune, Maharashtra' }, { place: 'Somewhere' })).toBeNull();
  });

  it("a PIN must fit the place's state; the nearest district of a point", async () => {
    expect(await points.pinFitsPlace('411001', 'Pune, Maharashtra')).toBe(true);
    expect(await points.pinFitsPlace('600001', 'Pune, Maharashtra')).toBe(false);
    expect(await points.pinFitsPlace('600001', 'Chennai, Tamil Nadu')).toBe(true);
    expect(await points.pinFitsPlace('60001', 'Chennai, Tamil Nadu')).toBe(false);
    expect(await points.nearestDistrict(north(CHENNAI, 40))).toBe(2);
    expect(await points.nearestDistrict(north(PUNE, -30))).toBe(1);
  });
});

describe('geofence', () => {
  it(`a PIN's area is ${GEOFENCE_PIN_KM} km, a district's ${GEOFENCE_DISTRICT_KM} km`, () => {
    const pin = { ...PUNE_PIN, basis: 'pin' as const };
    const district = { ...PUNE, basis: 'district' as const };
    expect(geofence(north(PUNE_PIN, 3), pin)).toEqual({ distanceKm: 3, outside: false });
    expect(geofence(north(PUNE_PIN, 30), pin)).toEqual({ distanceKm: 30, outside: true });
    expect(geofence(north(PUNE, 30), district)).toEqual({ distanceKm: 30, outside: false });
    expect(geofence(north(PUNE, 300), district)).toEqual({ distanceKm: 300, outside: true });
    expect(geofence(PUNE, null)).toEqual({ distanceKm: null, outside: null });
  });
});

describe('ETA', () => {
  it('the road distance left at 35 km/h from when the fix was taken', () => {
    const at = new Date('2026-03-01T06:00:00Z');
    const from = north(CHENNAI, 100);
    const eta = etaOf(from, CHENNAI, at);
    expect(eta.km).toBe(130);
    expect(eta.at.toISOString()).toBe(new Date(at.getTime() + (130 / 35) * 3_600_000).toISOString());
    expect(etaOf(CHENNAI, CHENNAI, at)).toEqual({ km: 0, at });
  });
});

describe('milestones', () => {
  it('in order, once each', () => {
    expect(nextMilestone([])).toBe('reached_pickup');
    expect(nextMilestone(['reached_pickup', 'loaded'])).toBe('departed');
    expect(
      nextMilestone(['reached_pickup', 'loaded', 'departed', 'reached_delivery', 'unloaded']),
    ).toBeNull();
    expect(() => assertNext([], 'reached_pickup')).not.toThrow();
    expect(() => assertNext([], 'loaded')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'tracking:errors.outOfOrder' }),
    );
    expect(() => assertNext(['reached_pickup'], 'reached_pickup')).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'tracking:errors.alreadyRecorded' }),
    );
  });

  const trip: TripFacts = {
    scheduleId: 7,
    loadOwnerId: 1,
    truckOwnerId: 2,
    pickup: { place: 'Pune, Maharashtra' },
    delivery: { place: 'Chennai, Tamil Nadu' },
    pickupDate: '2026-03-01',
    status: 'in_transit',
    deliveredAt: null,
    vehicleReg: 'MH12AB1234',
  };

  it("the truck side checks in: its owner, or a driver's link for this trip; the load side is 403", () => {
    const party = (userId: number) => ({
      kind: 'party' as const,
      userId,
      role: 'transporter' as const,
      language: 'en' as const,
    });
    expect(() => assertTruckSide(party(2), trip)).not.toThrow();
    expect(() => assertTruckSide(party(1), trip)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => assertTruckSide({ kind: 'driver_link', scheduleId: 7, language: 'hi' }, trip)).not.toThrow();
    expect(() => assertTruckSide({ kind: 'driver_link', scheduleId: 8, language: 'hi' }, trip)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });

  it('a trip is live until a day after delivery; a cancelled one never', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(isLive(trip, now)).toBe(true);
    expect(isLive({ ...trip, deliveredAt: new Date('2026-03-02T00:00:00Z') }, now)).toBe(true);
    expect(isLive({ ...trip, deliveredAt: new Date('2026-03-01T11:59:00Z') }, now)).toBe(false);
    expect(isLive({ ...trip, status: 'cancelled' }, now)).toBe(false);
  });
});

describe('positions', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const at = (minutesAgo: number) => ({ at: new Date(now.getTime() - minutesAgo * 60_000) });

  it('a flood of positions a second apart keeps one; five minutes apart keeps all', () => {
    const flood = Array.from({ length: 20 }, (_, i) => ({ at: new Date(now.getTime() - i * 1000) }));
    expect(positionsToKeep(flood, null, now)).toHaveLength(1);
    const steady = [at(15), at(10), at(5), at(0)];
    expect(positionsToKeep(steady, null, now).map((p) => p.at)).toEqual(
      [at(15), at(10), at(5), at(0)].map((p) => p.at),
    );
  });

  it('none within four minutes of the newest stored, none older than a day', () => {
    expect(positionsToKeep([at(2), at(6)], at(0).at, now).map((p) => p.at)).toEqual([at(6).at]);
    expect(positionsToKeep([at(25 * 60), at(30)], null, now).map((p) => p.at)).toEqual([at(30).at]);
  });
});

describe('waiting and detention', () => {
  const t = (hours: number) => new Date(Date.UTC(2026, 2, 1, 0, 0) + hours * 3_600_000);

  it('hours from arriving to loaded; still running before loading; nothing before arriving', () => {
    expect(waitingOf(t(0), t(5.25), t(9))).toEqual({ hours: 5.3, running: false });
    expect(waitingOf(t(0), null, t(2))).toEqual({ hours: 2, running: true });
    expect(waitingOf(null, null, t(2))).toBeNull();
  });

  it('beyond the free hours, at the day rate by the hour', () => {
    const terms = { freeHours: 4, ratePerDay: 2400 };
    expect(detentionOf({ hours: 3 }, terms)).toEqual({ chargeableHours: 0, amount: 0 });
    expect(detentionOf({ hours: 4 }, terms)).toEqual({ chargeableHours: 0, amount: 0 });
    expect(detentionOf({ hours: 10 }, terms)).toEqual({ chargeableHours: 6, amount: 600 });
    expect(detentionOf({ hours: 52 }, terms)).toEqual({ chargeableHours: 48, amount: 4800 });
  });
});
