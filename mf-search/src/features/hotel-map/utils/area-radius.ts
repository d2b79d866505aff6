/** What "Search this area" asks for: the map's centre and a radius that covers what is in view. */
export interface SearchArea {
  lat: number;
  lng: number;
  radiusKm: number;
}

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The API's hotels/list accepts radius_km 1–50. */
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 50;

/**
 * The visible bounds as a circle the API understands: centred on the map, radius half the
 * diagonal (so every corner is inside), rounded up to a whole km and kept within 1–50.
 */
export function areaOfBounds(south: number, west: number, north: number, east: number): SearchArea {
  const lat = (south + north) / 2;
  const lng = (west + east) / 2;
  const half = distanceKm({ lat: south, lng: west }, { lat: north, lng: east }) / 2;
  const radiusKm = Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, Math.ceil(half)));
  return { lat: Math.round(lat * 1000) / 1000, lng: Math.round(lng * 1000) / 1000, radiusKm };
}
