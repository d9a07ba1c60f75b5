/**
 * Web Mercator in "map units": x = longitude × 1000, y = −(Mercator latitude in degrees) × 1000,
 * so y grows southwards like SVG. The coastline paths are stored in the same units
 * (scripts/generate-coastline.mjs), so a view is just an SVG viewBox.
 */
export const UNIT = 1000;

export type TLatLon = { lat: number; lon: number };
export type TXY = { x: number; y: number };
export type TBounds = { minX: number; minY: number; maxX: number; maxY: number };

const toRadians = Math.PI / 180;

export function project({ lat, lon }: TLatLon): TXY {
  const mercator = Math.log(Math.tan(Math.PI / 4 + (lat * toRadians) / 2)) / toRadians;
  return { x: lon * UNIT, y: -mercator * UNIT };
}

export function unproject({ x, y }: TXY): TLatLon {
  const lat = (2 * Math.atan(Math.exp((-y / UNIT) * toRadians)) - Math.PI / 2) / toRadians;
  return { lat, lon: x / UNIT };
}

/** Smallest box holding every point; null when there are none. */
export function boundsOf(points: readonly TXY[]): TBounds | null {
  if (!points.length) return null;
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const { x, y } of points) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

export function unionBounds(a: TBounds, b: TBounds): TBounds {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/** Distance in kilometres between two places (haversine), for tests and sanity checks. */
export function distanceKm(a: TLatLon, b: TLatLon): number {
  const dLat = (b.lat - a.lat) * toRadians;
  const dLon = (b.lon - a.lon) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
