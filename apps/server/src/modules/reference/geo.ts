/**
 * Distances on the map (decision 040): straight lines between points, and the road distance
 * guessed from them. No library: the haversine formula is a few lines.
 */

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Roads are longer than the straight line: Indian highway distances run about 1.2–1.4 times
 * the great circle between district towns. A guess until trips' own distances can replace it.
 */
export const ROAD_FACTOR = 1.3;

/** The road distance guessed between two points, in whole kilometres. */
export const roadKm = (a: Point, b: Point) => Math.round(haversineKm(a, b) * ROAD_FACTOR);
