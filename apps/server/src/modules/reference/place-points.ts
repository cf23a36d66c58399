import { PINCODE_PATTERN, pincodeMatchesState } from '@lorrybazaar/contract';
import { haversineKm, roadKm, type Point } from './geo.js';

/**
 * Places with coordinates (docs/decisions/040): a place as the app stores it ("Nagpur,
 * Maharashtra", decision 020) and, when known, its six-digit PIN. A PIN's point is finer than its
 * district's, so it wins when the data has it.
 */
export interface PlaceRef {
  /** The stored location text. */
  place: string;
  pin?: string | null;
}
export interface PlacePoint extends Point {
  /** What the point is the centre of: the PIN's area, or the district. */
  basis: 'pin' | 'district';
}

interface Deps {
  /** The district (and its state) a stored place names, or null. */
  districtOf(place: string): Promise<{ districtId: number; stateId: number } | null>;
  districtPoint(districtId: number): Promise<Point | undefined>;
  pinPoint(pin: string): Promise<(Point & { districtId: number | null }) | undefined>;
  stateCode(stateId: number): Promise<string | undefined>;
  /** Every district's point with its id, for the nearest-place lookup. */
  allDistrictPoints(): Promise<{ districtId: number; point: Point }[]>;
}

export function createPlacePoints(deps: Deps) {
  async function pointOf(ref: PlaceRef): Promise<PlacePoint | null> {
    if (ref.pin && PINCODE_PATTERN.test(ref.pin)) {
      const found = await deps.pinPoint(ref.pin);
      if (found) return { lat: found.lat, lng: found.lng, basis: 'pin' };
    }
    const district = await deps.districtOf(ref.place);
    const point = district && (await deps.districtPoint(district.districtId));
    return point ? { ...point, basis: 'district' } : null;
  }

  return {
    pointOf,

    /**
     * The road distance between two places in whole kilometres (the straight line times the road
     * factor, geo.ts); null when either has no point.
     */
    async distanceKm(from: PlaceRef, to: PlaceRef): Promise<number | null> {
      const [a, b] = await Promise.all([pointOf(from), pointOf(to)]);
      return a && b ? roadKm(a, b) : null;
    },

    /** A PIN's point and district, for a form that takes a PIN (undefined: not in the data). */
    pinPoint: (pin: string) => (PINCODE_PATTERN.test(pin) ? deps.pinPoint(pin) : Promise.resolve(undefined)),

    /**
     * Whether a PIN may be a place's: well formed and in the ranges of the place's state (the
     * address form's rule, decision 018). A place naming no state has no opinion.
     */
    async pinFitsPlace(pin: string, place: string): Promise<boolean> {
      if (!PINCODE_PATTERN.test(pin)) return false;
      const district = await deps.districtOf(place);
      const code = district && (await deps.stateCode(district.stateId));
      return code ? pincodeMatchesState(pin, code) : true;
    },

    /** The district whose centre is nearest a point (the public tracking page's "near …"). */
    async nearestDistrict(point: Point): Promise<number | null> {
      let best: { districtId: number; km: number } | null = null;
      for (const { districtId, point: centre } of await deps.allDistrictPoints()) {
        const km = haversineKm(point, centre);
        if (!best || km < best.km) best = { districtId, km };
      }
      return best?.districtId ?? null;
    },
  };
}

export type PlacePoints = ReturnType<typeof createPlacePoints>;
